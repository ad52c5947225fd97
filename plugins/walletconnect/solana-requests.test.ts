// The solana adapter's own checks, over an in-memory session (the relay and a real wallet are in
// solana-adapter.test.ts): the request shapes it sends, the errors that name what was wrong, the
// balance read, and walletconnect-parts composing it only when the dApp lists Solana networks.
import { base58 } from '@scure/base'
import { NEVER } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { defineNetwork, PorticoError, type Network, type PluginContext } from 'portico'
import { SOLANA_ACCOUNT_0 } from '../../testing/solana-accounts.ts'
import { createWalletConnectSolanaAdapter } from './solana-adapter.ts'
import type { WalletConnectSession } from './session.ts'
import { walletConnectParts } from './walletconnect-parts.ts'

const solanaNet = defineNetwork({
  id: 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q',
  chainNamespace: 'solana',
  name: 'Sandbox Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://solana.test/rpc'] } },
})
const evmNet = defineNetwork({ id: 1, name: 'chain 1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1'] } } })
const address = SOLANA_ACCOUNT_0.address

function fakeSession(answer: (request: { method: string; params?: unknown; chain?: string }) => unknown) {
  const sent: { method: string; params?: unknown; chain?: string }[] = []
  const session = {
    accountsIn: (ns: string) => (ns === 'solana' ? [`${solanaNet.caipNetworkId}:${address}`] : []),
    state: () => ({ accounts: ['0x1'], chainId: 1 }),
    peer: () => ({ name: 'Phone Wallet' }),
    restore: async () => null,
    disconnect: async () => {},
    events$: NEVER,
    request: async (request: { method: string; params?: unknown; chain?: string }) => (sent.push(request), answer(request)),
  } as unknown as WalletConnectSession
  return { session, sent }
}

/** The RPC transport of this unit test: `answer` gets each call (the kernel's own is tested in kernel/rpc). */
type Answer = (network: Network, method: string, params: unknown) => Promise<unknown>
const noRpc: Answer = async () => {
  throw new Error('no RPC in this test')
}
const adapterOver = (session: WalletConnectSession, answer: Answer = noRpc) =>
  createWalletConnectSolanaAdapter({ session, connectorId: 'walletConnect', networks: [solanaNet], activeNetwork: () => undefined, rpc: () => ({ request: answer as never }) })

describe('the WalletConnect solana adapter', () => {
  it('sends solana_signMessage with the base58 UTF-8 message and the pubkey to the solana chain', async () => {
    const signature = base58.encode(new Uint8Array(64).fill(7))
    const { session, sent } = fakeSession(() => ({ signature }))
    const adapter = adapterOver(session)
    expect(await adapter.reconnect({ connectorId: 'walletConnect' })).toEqual({ accounts: [address], chainId: solanaNet.id, wallet: { name: 'Phone Wallet' } })
    await expect(adapter.signMessage({ message: 'héllo', address })).resolves.toBe(signature)
    expect(sent).toEqual([{ method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('héllo')), pubkey: address }, chain: solanaNet.caipNetworkId }])
  })

  it('names what was wrong: an answer without a signature, an address the session does not hold, a non-transaction', async () => {
    const { session } = fakeSession(() => ({ signature: 'not base58 0OIl' }))
    const adapter = adapterOver(session)
    await expect(adapter.signMessage({ message: 'x', address })).rejects.toThrow('The wallet answered solana_signMessage without a base58 ed25519 signature')
    await expect(adapter.signMessage({ message: 'x', address: '11111111111111111111111111111111' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await expect(adapter.getProvider()!.signTransaction({} as never)).rejects.toThrow('Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
  })

  it('has no solana side when the session approved none', async () => {
    const { session } = fakeSession(() => null)
    ;(session as { accountsIn: (ns: string) => string[] }).accountsIn = () => []
    const adapter = adapterOver(session)
    expect(await adapter.reconnect({ connectorId: 'walletConnect' })).toBeNull()
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.signMessage({ message: 'x', address })).rejects.toThrow('No ActiveCaipAddress found')
  })

  it("reads the balance with a getBalance JSON-RPC call on the network's transport", async () => {
    const calls: unknown[] = []
    const adapter = adapterOver(fakeSession(() => null).session, async (network, method, params) => {
      calls.push({ network: network.caipNetworkId, method, params })
      return { context: { slot: 1 }, value: 1_500_000_000 }
    })
    expect(await adapter.getBalance({ address, network: solanaNet })).toEqual({ value: 1_500_000_000n, decimals: 9, symbol: 'SOL' })
    expect(calls).toEqual([{ network: solanaNet.caipNetworkId, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }])
    const unavailable = new PorticoError('RPC_UNAVAILABLE', 'No RPC node of Solana answered: 1 URL tried')
    const failing = adapterOver(fakeSession(() => null).session, async () => {
      throw unavailable
    })
    await expect(failing.getBalance({ address, network: solanaNet })).rejects.toBe(unavailable)
  })

  it('is composed beside the eip155 adapter only when the dApp lists Solana networks', () => {
    const context = (networks: ReturnType<typeof defineNetwork>[]) =>
      ({ options: { projectId: 'p', networks, storagePrefix: 'parts-test', features: { analytics: true } }, window: undefined, get: () => ({ get: () => ({ activeByNamespace: {} }) }) }) as unknown as PluginContext
    const parts = walletConnectParts({ offline: true })
    expect(parts.adapters!(context([evmNet])).map((a) => a.namespace)).toEqual(['eip155'])
    const both = parts.adapters!(context([evmNet, solanaNet]))
    expect(both.map((a) => [a.namespace, a.sharesSessionOf])).toEqual([
      ['eip155', undefined],
      ['solana', ['walletConnect']],
    ])
    for (const a of both) a.dispose?.()
  })
})
