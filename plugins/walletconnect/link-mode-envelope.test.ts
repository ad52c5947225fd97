import { describe, expect, it, vi } from 'vitest'
import { dispatchEnvelope, envelopeIn, LINK_MODE_INITIAL_URL_DELAY_MS, readEnvelopeAtStart, withoutEnvelope } from './link-mode-envelope.ts'

const topic = 'a'.repeat(64)
const message = 'AQID_-abc'

describe('a link-mode envelope in a link', () => {
  it("is read from sign-client's link shape (wc_ev, then topic), after the page's own parameters too", () => {
    expect(envelopeIn(`https://dapp.example/?wc_ev=${message}&topic=${topic}`)).toEqual({ topic, message })
    expect(envelopeIn(`https://dapp.example/app?tab=1&wc_ev=${message}&topic=${topic}#x`)).toEqual({ topic, message })
  })

  it('is not there without both parameters, or with a malformed one', () => {
    expect(envelopeIn('https://dapp.example/')).toBeUndefined()
    expect(envelopeIn(`https://dapp.example/?wc_ev=${message}`)).toBeUndefined()
    expect(envelopeIn(`https://dapp.example/?topic=${topic}`)).toBeUndefined()
    expect(envelopeIn(`https://dapp.example/?wc_ev=%3Cscript%3E&topic=${topic}`)).toBeUndefined()
    expect(envelopeIn(`https://dapp.example/?wc_ev=${message}&topic=not-a-topic`)).toBeUndefined()
    expect(envelopeIn('not a url')).toBeUndefined()
  })

  it("is removed from the address, the page's own parameters and fragment kept", () => {
    expect(withoutEnvelope(`https://dapp.example/app?tab=1&wc_ev=${message}&topic=${topic}#x`)).toBe('https://dapp.example/app?tab=1#x')
    expect(withoutEnvelope(`https://dapp.example/?wc_ev=${message}&topic=${topic}`)).toBe('https://dapp.example/')
  })
})

function client(sessions: string[]) {
  return { session: { keys: sessions, update: vi.fn(async () => {}) }, core: { dispatchEnvelope: vi.fn() } }
}

describe('dispatching an envelope', () => {
  it("marks its session link mode first (the answer goes back by link), then hands it to the core", async () => {
    const c = client([topic])
    await dispatchEnvelope(c, { topic, message })
    expect(c.session.update).toHaveBeenCalledWith(topic, { transportType: 'link_mode' })
    expect(c.core.dispatchEnvelope).toHaveBeenCalledWith({ topic, message, sessionExists: true })
    expect(c.session.update.mock.invocationCallOrder[0]).toBeLessThan(c.core.dispatchEnvelope.mock.invocationCallOrder[0]!)
  })

  it('for a topic with no session (a one-click sign-in answer), says so and updates nothing', async () => {
    const c = client(['b'.repeat(64)])
    await dispatchEnvelope(c, { topic, message })
    expect(c.session.update).not.toHaveBeenCalled()
    expect(c.core.dispatchEnvelope).toHaveBeenCalledWith({ topic, message, sessionExists: false })
  })
})

function page(href: string) {
  const location = { href }
  const history = {
    state: { kept: true },
    replaceState: vi.fn((_state: unknown, _title: string, url: string) => (location.href = url)),
  }
  return { location, history, setTimeout, clearTimeout } as unknown as Window & { history: typeof history }
}

describe('the envelope in the address at start', () => {
  it('is read 50 ms after the start, removed from the address, then received', () => {
    vi.useFakeTimers()
    try {
      const win = page(`https://dapp.example/?wc_ev=${message}&topic=${topic}`)
      const receive = vi.fn()
      readEnvelopeAtStart(win, receive)
      vi.advanceTimersByTime(LINK_MODE_INITIAL_URL_DELAY_MS - 1)
      expect(receive).not.toHaveBeenCalled()
      expect(win.location.href).toContain('wc_ev')
      vi.advanceTimersByTime(1)
      expect(receive).toHaveBeenCalledWith({ topic, message })
      expect(win.location.href).toBe('https://dapp.example/')
      expect(win.history.replaceState).toHaveBeenCalledWith({ kept: true }, '', 'https://dapp.example/')
    } finally {
      vi.useRealTimers()
    }
    expect(LINK_MODE_INITIAL_URL_DELAY_MS).toBe(50)
  })

  it('leaves an address without one alone, and a cancel before the delay receives nothing', () => {
    vi.useFakeTimers()
    try {
      const plain = page('https://dapp.example/?tab=1')
      const receive = vi.fn()
      readEnvelopeAtStart(plain, receive)
      const carrying = page(`https://dapp.example/?wc_ev=${message}&topic=${topic}`)
      readEnvelopeAtStart(carrying, receive)()
      vi.advanceTimersByTime(1_000)
      expect(receive).not.toHaveBeenCalled()
      expect(plain.history.replaceState).not.toHaveBeenCalled()
      expect(carrying.history.replaceState).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
