import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseTransport, registerClientLinks, watchLinkFailure, type LinkModePage } from './link-mode.ts'
import { createSessionContext, type SessionContext } from './session-state.ts'

const DAPP = { name: 'd', description: '', url: 'https://dapp.example', icons: [] }
const WALLET_LINK = 'https://wallet.example/wc'
const topic = 'a'.repeat(64)

function setup({ phone = true, dappLinkMode = true, walletRedirect = { universal: WALLET_LINK, linkMode: true } as object | null, transport = 'relay', open = true } = {}) {
  const page: LinkModePage = { enabled: () => phone, open: vi.fn(() => open) }
  const context = createSessionContext({
    projectId: 'p',
    networks: [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }],
    storagePrefix: `link-mode-test-${Math.random()}`,
    metadata: { ...DAPP, ...(dappLinkMode ? { redirect: { universal: 'https://dapp.example/', linkMode: true } } : {}) },
    linkMode: page,
    hintStorage: null,
  })
  const record = { transportType: transport }
  context.state.session = { topic, peer: { metadata: { ...DAPP, ...(walletRedirect ? { redirect: walletRedirect } : {}) } } } as never
  const client = {
    name: context.options.storagePrefix,
    session: { get: vi.fn(() => record), update: vi.fn(async (_t: string, u: { transportType: string }) => void (record.transportType = u.transportType)) },
    core: { addLinkModeSupportedApp: vi.fn(async () => {}) },
  }
  return { context, client, record, page }
}

const stops: SessionContext[] = []
afterEach(() => stops.splice(0).forEach((c) => c.state.stopLinkMode?.()))

describe('how a request travels', () => {
  it('on a phone, to a wallet whose metadata takes link mode: link mode, its universal link known to the core', async () => {
    const { context, client, record } = setup()
    await expect(chooseTransport(context, client as never)).resolves.toBe(true)
    expect(client.core.addLinkModeSupportedApp).toHaveBeenCalledWith(WALLET_LINK)
    expect(client.session.update).toHaveBeenCalledWith(topic, { transportType: 'link_mode' })
    expect(record.transportType).toBe('link_mode')
  })

  it('by the relay off a phone (a link-mode session set back), to a wallet without it, or when the dApp does not take it', async () => {
    const offPhone = setup({ phone: false, transport: 'link_mode' })
    await expect(chooseTransport(offPhone.context, offPhone.client as never)).resolves.toBe(false)
    expect(offPhone.record.transportType).toBe('relay')
    for (const walletRedirect of [null, { universal: WALLET_LINK }, { universal: 'wallet://wc', linkMode: true }]) {
      const { context, client } = setup({ walletRedirect })
      await expect(chooseTransport(context, client as never)).resolves.toBe(false)
      expect(client.session.update).not.toHaveBeenCalled()
      expect(client.core.addLinkModeSupportedApp).not.toHaveBeenCalled()
    }
    const dappOff = setup({ dappLinkMode: false })
    await expect(chooseTransport(dappOff.context, dappOff.client as never)).resolves.toBe(false)
  })
})

type Linking = { openURL(url: string, name?: string): Promise<void> }

describe("the client's link-mode links", () => {
  it('open through the page in the tap; one that cannot open is reported to the waiting request', async () => {
    const ok = setup()
    registerClientLinks(ok.context, ok.client)
    stops.push(ok.context)
    const linking = (globalThis as unknown as { Linking: Linking }).Linking
    await linking.openURL(`${WALLET_LINK}?wc_ev=x&topic=${topic}`, ok.client.name)
    expect(ok.page.open).toHaveBeenCalledWith(`${WALLET_LINK}?wc_ev=x&topic=${topic}`)

    const blocked = setup({ open: false })
    registerClientLinks(blocked.context, blocked.client)
    stops.push(blocked.context)
    const watch = watchLinkFailure(blocked.context)
    const failed = vi.fn()
    void watch.failed.then(failed)
    await expect(linking.openURL(WALLET_LINK, blocked.client.name)).rejects.toThrow('could not be opened')
    await vi.waitFor(() => expect(failed).toHaveBeenCalled())
    watch.stop()
    expect(blocked.context.state.linkFailures?.size).toBe(0)
  })

  it('are not registered when the dApp does not take link mode', () => {
    const { context, client } = setup({ dappLinkMode: false })
    registerClientLinks(context, client)
    expect(context.state.stopLinkMode).toBeUndefined()
  })
})
