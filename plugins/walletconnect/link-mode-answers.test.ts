import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveLinkModeAnswers } from './link-mode-answers.ts'
import { createSessionContext, type SessionContext } from './session-state.ts'

const topic = 'a'.repeat(64)
const message = 'AQID_-x'
const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** A tab of the dApp: its address, and a sign-client whose core records the envelopes it is handed (and reads each as `payload`). */
function tab(prefix: string, href: string, payload: object = { id: 1, jsonrpc: '2.0', result: '0x' }) {
  const location = { href }
  const win = { location, history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => (location.href = url) }, setTimeout, clearTimeout } as unknown as Window
  const dispatched = vi.fn()
  const client = { name: prefix, on: vi.fn(), session: { keys: [topic], update: vi.fn(async () => {}), get: vi.fn() }, core: { dispatchEnvelope: dispatched, relayer: {}, crypto: { decode: vi.fn(async () => payload) } } }
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

  it("with no tab waiting, a wallet's answer is kept for the tab that asked, not handed to the client of the tab it arrived in", async () => {
    const prefix = `answers-${Math.random()}`
    tab(prefix, 'https://dapp.example/')
    const arrived = tab(prefix, `https://dapp.example/?wc_ev=${message}&topic=${topic}`)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(arrived.dispatched).not.toHaveBeenCalled()
    // the tab that asked, back from the wallet app, gets it
    const back = tab(prefix, 'https://dapp.example/')
    back.context.state.handover!.awaiting()
    back.context.state.handover!.returned()
    await vi.waitFor(() => expect(back.dispatched).toHaveBeenCalledWith({ topic, message, sessionExists: true }))
  })

  it('with no tab waiting, a request the wallet sent by link goes to the client of the tab it arrived in', async () => {
    const prefix = `answers-${Math.random()}`
    tab(prefix, 'https://dapp.example/')
    const arrived = tab(prefix, `https://dapp.example/?wc_ev=${message}&topic=${topic}`, { id: 2, jsonrpc: '2.0', method: 'wc_sessionEvent', params: {} })
    await vi.waitFor(() => expect(arrived.dispatched).toHaveBeenCalledWith({ topic, message, sessionExists: true }), { timeout: 3_000 })
  })
})
