import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveLinkModeAnswers } from './link-mode-answers.ts'
import { createSessionContext, type SessionContext } from './session-state.ts'

const topic = 'a'.repeat(64)
const message = 'AQID_-x'
const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** A tab of the dApp: its address, and a sign-client whose core records the envelopes it is handed. */
function tab(prefix: string, href: string) {
  const location = { href }
  const win = { location, history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => (location.href = url) }, setTimeout, clearTimeout } as unknown as Window
  const dispatched = vi.fn()
  const client = { name: prefix, on: vi.fn(), session: { keys: [topic], update: vi.fn(async () => {}), get: vi.fn() }, core: { dispatchEnvelope: dispatched, relayer: {} } }
  const context: SessionContext = createSessionContext({
    projectId: 'p',
    networks: [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }],
    storagePrefix: prefix,
    metadata: { name: 'd', description: '', url: 'https://dapp.example', icons: [], redirect: { universal: 'https://dapp.example/', linkMode: true } },
    linkMode: { enabled: () => true, open: () => true, window: win },
    hintStorage: null,
    loadSignClient: async () => ({ SignClient: { init: async () => client } }),
  })
  stops.push(receiveLinkModeAnswers(context))
  return { context, dispatched, location }
}

describe("a wallet's link-mode answer in a page's address", () => {
  it('is handed to the tab waiting for it, not read by the tab it arrived in, and cleaned from the address', async () => {
    const prefix = `answers-${Math.random()}`
    const waiting = tab(prefix, 'https://dapp.example/')
    waiting.context.state.handover!.awaiting()
    const arrived = tab(prefix, `https://dapp.example/?wc_ev=${message}&topic=${topic}`)
    await vi.waitFor(() => expect(waiting.dispatched).toHaveBeenCalledWith({ topic, message, sessionExists: true }))
    expect(arrived.location.href).toBe('https://dapp.example/')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(arrived.dispatched).not.toHaveBeenCalled()
  })

  it('with no tab waiting, goes to the client of the tab it arrived in', async () => {
    const prefix = `answers-${Math.random()}`
    tab(prefix, 'https://dapp.example/')
    const arrived = tab(prefix, `https://dapp.example/?wc_ev=${message}&topic=${topic}`)
    await vi.waitFor(() => expect(arrived.dispatched).toHaveBeenCalledWith({ topic, message, sessionExists: true }), { timeout: 3_000 })
  })
})
