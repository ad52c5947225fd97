// The solana side of the one WalletConnect session, end to end over the sandbox relay: a real
// WalletKit wallet approves eip155 and solana in one proposal; the kernel's connect of the
// WalletConnect connector attaches both namespaces, a Solana message is signed over the session
// (ed25519-verified), a transaction is signed, a reload restores both, and disconnect ends the session once.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createKernel, defineNetwork, TOKENS, type Plugin } from 'portico'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../../testing/solana-accounts.ts'
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { createMemoryBackend } from '../../kernel/storage/backends.ts'
import { createWalletConnectAdapter, WALLETCONNECT_CONNECTOR, type WalletConnectAdapter } from './adapter.ts'
import { createWalletConnectSolanaAdapter, type WalletConnectSolanaAdapter } from './solana-adapter.ts'
import { account, activeSession, cleanups, hintStorage, memoryStorage, projectId, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'

const rpc = createTestRpc()
afterAll(() => rpc.dispose())

afterEach(runCleanups)

const evm = defineNetwork({ id: 1, name: 'chain 1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1'] } } })
const sandboxSolana = defineNetwork({
  id: SANDBOX_SOLANA_GENESIS_HASH.slice(0, 32),
  chainNamespace: 'solana',
  name: 'Sandbox Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * The plugin's two adapters over one session, as walletconnect-parts.ts composes them, with the
 * sign-client's records and the restore marker in memory shared across kernels (a "reload").
 */
function pluginOver(relayUrl: string, storagePrefix: string) {
  const storage = memoryStorage()
  const hints = hintStorage()
  return (): Plugin => ({
    id: 'walletconnect',
    adapters: (context) => {
      const eip155 = createWalletConnectAdapter({ projectId, relayUrl, offline: true, networks: context.options.networks, storage, hintStorage: hints, storagePrefix, rpc: () => rpc })
      cleanups.push(async () => eip155.dispose())
      const solana = createWalletConnectSolanaAdapter({
        session: eip155.session,
        connectorId: WALLETCONNECT_CONNECTOR.id,
        networks: context.options.networks.filter((n) => n.chainNamespace === 'solana'),
        activeNetwork: () => context.get(TOKENS.network).get().activeByNamespace['solana'],
        rpc: () => rpc,
      })
      return [eip155, solana]
    },
  })
}

/** A fresh kernel with the plugin over `relayUrl`, connected through WalletConnect by `wallet`'s pairing; its connection service. */
async function connectedOverRelay(wallet: Awaited<ReturnType<typeof setup>>['wallet'], relayUrl: string, storagePrefix: string) {
  const kernel = createKernel({ projectId: 'test-project', networks: [evm, sandboxSolana], storage: createMemoryBackend(), logLevel: 'silent' }, [pluginOver(relayUrl, storagePrefix)()])
  cleanups.push(async () => kernel.dispose())
  const connection = kernel.get(TOKENS.connection)
  const eip155 = kernel.get(TOKENS.adapters).find((a) => a.namespace === 'eip155') as WalletConnectAdapter
  const connecting = connection.connect('walletConnect')
  await wallet.pair({ uri: await firstValueFrom(eip155.uri$.pipe(filter((u): u is string => u !== null))) })
  await connecting
  return connection
}

describe('WalletConnect with eip155 and solana in one session', () => {
  it('connects both namespaces from one pairing, signs a Solana message and a transaction, restores both, disconnects once', { timeout: 90_000 }, async () => {
    const { wallet, relay } = await setup({ solana: SOLANA_ACCOUNT_0 })
    const backend = createMemoryBackend()
    // The plugin's own parts, composed as the walletConnect() plugin composes them (a fresh object per kernel).
    const plugin = pluginOver(relay.url, 'wc-solana-test')
    const makeKernel = () => {
      const kernel = createKernel({ projectId: 'test-project', networks: [evm, sandboxSolana], storage: backend, logLevel: 'silent' }, [plugin()])
      cleanups.push(async () => kernel.dispose())
      return kernel
    }
    const kernel = makeKernel()
    const connection = kernel.get(TOKENS.connection)
    const adapters = kernel.get(TOKENS.adapters) as readonly (WalletConnectAdapter | WalletConnectSolanaAdapter)[]
    const eip155 = adapters.find((a) => a.namespace === 'eip155') as WalletConnectAdapter

    // One WalletConnect entry, no merged MULTI_CHAIN one.
    expect(kernel.get(TOKENS.connectors).getConnectors().map((c) => [c.id, c.type])).toEqual([['walletConnect', 'WALLET_CONNECT']])

    const connecting = connection.connect('walletConnect')
    await wallet.pair({ uri: await firstValueFrom(eip155.uri$.pipe(filter((u): u is string => u !== null))) })
    await connecting
    expect(Object.keys(activeSession(wallet).namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: account.address })
    expect(connection.account('solana')).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: SOLANA_ACCOUNT_0.address,
      caipAddress: `${sandboxSolana.caipNetworkId}:${SOLANA_ACCOUNT_0.address}`,
      connectedWalletInfo: { name: 'Portico test wallet' },
    })

    // solana_signMessage over the session: an ed25519 signature of the UTF-8 bytes by the Solana key.
    const message = 'Hello from Portico over WalletConnect'
    const signature = await connection.signMessage(message, 'solana')
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('another text'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(false)

    // solana_signTransaction: the wallet signs the wire transaction; it comes back as a web3.js Transaction.
    const provider = connection.getProvider('solana') as NonNullable<ReturnType<WalletConnectSolanaAdapter['getProvider']>>
    expect(provider).toMatchObject({ address: SOLANA_ACCOUNT_0.address, chain: sandboxSolana.caipNetworkId, walletName: 'Portico test wallet' })
    const from = new PublicKey(SOLANA_ACCOUNT_0.address)
    const tx = new Transaction({ feePayer: from, recentBlockhash: Keypair.generate().publicKey.toBase58() }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(SOLANA_ACCOUNT_1.address), lamports: 1000 }),
    )
    const signed = await provider.signTransaction(tx)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures[0]!.publicKey.toBase58()).toBe(SOLANA_ACCOUNT_0.address)

    // A reload restores both namespaces from the one stored session.
    kernel.dispose()
    const again = makeKernel()
    const restored = again.get(TOKENS.connection)
    await restored.restored
    expect(restored.account('eip155')).toMatchObject({ status: 'connected', address: account.address })
    expect(restored.account('solana')).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: SOLANA_ACCOUNT_0.address })
    const second = await restored.signMessage('after reload', 'solana')
    expect(ed25519.verify(base58.decode(second), new TextEncoder().encode('after reload'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)

    // Disconnecting one namespace ends the session for both; the wallet hears it.
    await restored.disconnect('solana')
    expect(restored.account('solana').status).toBe('disconnected')
    expect(restored.account('eip155').status).toBe('disconnected')
    await expect.poll(() => Object.keys(wallet.getActiveSessions()).length, { timeout: 10_000 }).toBe(0)
  })

  it("the Solana provider rejects the wallet's Reject with code 4001 and its name", { timeout: 90_000 }, async () => {
    const { wallet, relay } = await setup({ solana: SOLANA_ACCOUNT_0, rejectRequests: true })
    const connection = await connectedOverRelay(wallet, relay.url, 'wc-solana-reject')
    const provider = connection.getProvider('solana') as NonNullable<ReturnType<WalletConnectSolanaAdapter['getProvider']>>
    await expect(provider.signMessage('no')).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.' })
  })

  it('a session the wallet approves with eip155 only leaves solana disconnected', { timeout: 60_000 }, async () => {
    const { wallet, relay } = await setup()
    const connection = await connectedOverRelay(wallet, relay.url, 'wc-solana-evm-only')
    expect(connection.account('eip155').status).toBe('connected')
    expect(connection.account('solana').status).toBe('disconnected')
    await expect(connection.signMessage('x', 'solana')).rejects.toThrow('No ActiveCaipAddress found')
  })
})
