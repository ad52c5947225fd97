import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Logger, Storage } from 'portico'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { finishSocialRedirect, startSocialPopup, startSocialRedirect, type SocialLoginDeps } from './social-login.ts'
import { scriptedFrame } from './test-support.ts'

const FRAME = 'https://frame.test'
const RESULT = `${FRAME}/social/result?code=abc`
const USER = { email: null, address: '0x2222222222222222222222222222222222222222', chainId: 1337, userName: 'Alice' }

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = { closed: false, location: { href: '' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }) }
  const opened: unknown[][] = []
  const win = {
    open: (...args: unknown[]) => (opened.push(args), popup),
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => void listeners.delete(fn),
    location: { href: 'https://dapp.test/page?x=1', assign: vi.fn() },
  }
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const fn of [...listeners]) fn({ data, origin: from.origin ?? FRAME, source: 'source' in from ? from.source : popup } as MessageEvent)
  }
  return { win: win as unknown as Window, popup, opened, listeners, deliver, location: win.location }
}

let storage: Storage
let logged: string[]
beforeEach(() => {
  vi.useFakeTimers()
  storage = memoryStorage()
  logged = []
})
afterEach(() => vi.useRealTimers())

function setup() {
  const page = fakeWindow()
  const script = scriptedFrame({ GET_SOCIAL_REDIRECT_URI: ({ provider }: any) => ({ uri: `${FRAME}/social/${provider}?state=s1` }), CONNECT_SOCIAL: () => USER })
  const connect = vi.fn(async () => {})
  // a recording logger: this unit only warns
  const logger = { warn: (m: string) => void logged.push(m) } as unknown as Logger
  const deps: SocialLoginDeps = { frame: script.frame, storage, window: page.win, frameOrigin: FRAME, logger, connect }
  return { ...page, ...script, deps, connect }
}

describe('social login popup', () => {
  it('opens the popup on the frame origin at once, points it at the consent page, hears only that popup from the frame origin, then CONNECT_SOCIAL and connect', async () => {
    const t = setup()
    const attempt = startSocialPopup(t.deps, 'google')
    expect(t.opened).toEqual([[`${FRAME}/loading`, 'portico-social-login', 'popup=yes,width=600,height=800']])
    await vi.advanceTimersByTimeAsync(0)
    expect(t.popup.location.href).toBe(`${FRAME}/social/google?state=s1`)
    // another origin, another window, a malformed result: ignored and logged
    t.deliver({ resultUri: RESULT }, { origin: 'https://evil.test' })
    t.deliver({ resultUri: RESULT }, { source: {} })
    t.deliver({ somethingElse: 1 }, { origin: 'https://evil.test' })
    expect(logged.filter((m) => m.includes('Untrusted Origin'))).toHaveLength(2)
    expect(t.calls.map((c) => c.name)).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    t.deliver({ resultUri: RESULT })
    await attempt.done
    expect(t.popup.close).toHaveBeenCalled()
    expect(t.calls).toEqual([
      { name: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } },
      { name: 'CONNECT_SOCIAL', payload: { uri: RESULT } },
    ])
    expect(t.connect).toHaveBeenCalledOnce()
    expect(storage.get('socialProvider')).toBe('google')
    expect(storage.get('socialUsername')).toBe('Alice')
    expect(t.listeners.size).toBe(0)
  })

  it("a popup closed before a result rejects with 'Popup closed' (polled every second)", async () => {
    const t = setup()
    const attempt = startSocialPopup(t.deps, 'x')
    const closed = expect(attempt.done).rejects.toThrow('Popup closed')
    await vi.advanceTimersByTimeAsync(1000)
    t.popup.closed = true
    await vi.advanceTimersByTimeAsync(1500)
    await closed
    expect(t.connect).not.toHaveBeenCalled()
    expect(t.listeners.size).toBe(0)
  })

  it('cancel closes the popup and rejects; a blocked popup says so', async () => {
    const t = setup()
    const attempt = startSocialPopup(t.deps, 'github')
    const cancelled = expect(attempt.done).rejects.toThrow('Popup closed')
    attempt.cancel()
    await cancelled
    expect(t.popup.close).toHaveBeenCalled()

    const blocked = setup()
    ;(blocked.win as unknown as { open: () => null }).open = () => null
    await expect(startSocialPopup(blocked.deps, 'google').done).rejects.toThrow('allow pop-ups')
  })
})

describe('social login redirect', () => {
  it('sends the page to the consent page with a return URL, and finishes from the result it brings back', async () => {
    const t = setup()
    await startSocialRedirect(t.deps, 'discord')
    const target = new URL(t.location.assign.mock.calls[0]![0] as string)
    expect(target.origin + target.pathname).toBe(`${FRAME}/social/discord`)
    expect(target.searchParams.get('mode')).toBe('redirect')
    expect(target.searchParams.get('returnTo')).toBe('https://dapp.test/page?x=1')
    expect(storage.get('socialProvider')).toBe('discord')

    await finishSocialRedirect(t.deps, RESULT)
    expect(t.calls.at(-1)).toEqual({ name: 'CONNECT_SOCIAL', payload: { uri: RESULT } })
    expect(storage.get('socialUsername')).toBe('Alice')
    expect(t.connect).toHaveBeenCalledOnce()
  })

  it('refuses a result that no redirect started here', async () => {
    const t = setup()
    await expect(finishSocialRedirect(t.deps, RESULT)).rejects.toThrow('did not start here')
    expect(t.calls).toEqual([])
  })
})
