import { describe, expect, it, vi } from 'vitest'
import { createEnvelopeHandover } from './envelope-handover.ts'
import { connectByLink } from './link-mode-connect.ts'
import type { LinkModePage } from './link-mode.ts'
import { createSessionContext } from './session-state.ts'

const WALLET_LINK = 'https://wallet.example/wc'
const topic = 'b'.repeat(64)
const LINK = `${WALLET_LINK}?wc_ev=AAEC&topic=${'c'.repeat(64)}`
const sign = async () => ({ chains: ['eip155:1'], domain: 'dapp.example', uri: 'https://dapp.example/', nonce: 'n0nce1234' })
const cacao = { h: { t: 'caip122' }, p: { iss: 'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', domain: 'dapp.example', nonce: 'n0nce1234' }, s: { t: 'eip191', s: '0x' } }
const session = { topic, peer: { metadata: { name: 'W', description: '', url: 'https://wallet.example', icons: [] } }, namespaces: { eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], methods: [], events: [] } } }

function setup({ phone = true, dappLinkMode = true, uri = LINK } = {}) {
  const page: LinkModePage = { enabled: () => phone, open: vi.fn(() => true) }
  const context = createSessionContext({
    projectId: 'p',
    networks: [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }],
    storagePrefix: `link-connect-test-${Math.random()}`,
    metadata: { name: 'd', description: '', url: 'https://dapp.example', icons: [], ...(dappLinkMode ? { redirect: { universal: 'https://dapp.example/', linkMode: true } } : {}) },
    linkMode: page,
    hintStorage: null,
  })
  let answer: (value: unknown) => void = () => {}
  let refuse: (error: unknown) => void = () => {}
  const client = {
    core: { addLinkModeSupportedApp: vi.fn(async () => {}) },
    authenticate: vi.fn(async () => ({ uri, response: () => new Promise((resolve, reject) => ((answer = resolve), (refuse = reject))) })),
    formatAuthMessage: vi.fn(() => 'signed text'),
  }
  context.state.clientPromise = Promise.resolve(client as never)
  return { context, client, answer: (value: unknown) => answer(value), refuse: (error: unknown) => refuse(error) }
}

describe('the first connection by link mode', () => {
  it("asks for an authenticated session made for the wallet's link (its methods as the ReCap) and adopts the session and sign-in it answers", async () => {
    const { context, client, answer } = setup()
    const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null }
    const handover = createEnvelopeHandover(channel, () => {})
    context.state.handover = handover
    const awaiting = vi.spyOn(handover, 'awaiting')
    const connection = await connectByLink(context, WALLET_LINK, sign)
    expect(connection.url).toBe(LINK)
    expect(client.core.addLinkModeSupportedApp).toHaveBeenCalledWith(WALLET_LINK)
    expect(client.authenticate).toHaveBeenCalledWith(expect.objectContaining({ chains: ['eip155:1'], nonce: 'n0nce1234', methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction']) }), WALLET_LINK)
    // this tab waits for an answer another tab may receive
    expect(awaiting).toHaveBeenCalledTimes(1)
    answer({ session, auths: [cacao] })
    await expect(connection.approval).resolves.toEqual({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 1, authentication: [{ cacao, message: 'signed text' }] })
    expect(context.state.session).toBe(session)
  })

  it('sends nothing off a phone, without link mode in the dApp, or to a link that is not http(s)', async () => {
    for (const [options, link] of [[{ phone: false }, WALLET_LINK], [{ dappLinkMode: false }, WALLET_LINK], [{}, 'wallet://wc']] as const) {
      const { context, client } = setup(options)
      await expect(connectByLink(context, link, sign)).rejects.toThrow('Link mode does not apply here')
      expect(client.authenticate).not.toHaveBeenCalled()
    }
  })

  it('fails when sign-client made the request for the relay (no envelope in its link)', async () => {
    const { context } = setup({ uri: `wc:${topic}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}` })
    await expect(connectByLink(context, WALLET_LINK, sign)).rejects.toThrow('not made for link mode')
  })

  it("a refusal is the wallet's, a cancel ends the wait", async () => {
    const refused = setup()
    const first = await connectByLink(refused.context, WALLET_LINK, sign)
    refused.refuse('User rejected.')
    await expect(first.approval).rejects.toMatchObject({ code: 'USER_REJECTED' })
    const cancelled = setup()
    const second = await connectByLink(cancelled.context, WALLET_LINK, sign)
    second.cancel()
    await expect(second.approval).rejects.toThrow('Connection cancelled')
  })
})
