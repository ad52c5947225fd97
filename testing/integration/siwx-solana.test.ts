// @vitest-environment happy-dom
// Sign in with X on Solana, across the pieces a dApp composes: solana() with the Wallet Standard
// test wallet on the sandbox Solana RPC, siwx() with the local config, and portico/server's
// verifier on the signed session (ed25519). Plugins may not import each other, so this lives here.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadKernel, TOKENS, type Analytics, type StorageBackend } from 'portico'
import { defineSolanaNetwork, solana } from 'portico/plugins/solana'
import { createLocalSiwxConfig, siwx } from 'portico/plugins/siwx'
import { verifySiwx } from 'portico/server'
import { SOLANA_ACCOUNT_0, createTestSolanaWallet } from 'portico/testing'
import { SIWX } from '../../plugins/siwx/token.ts'
import { startSolanaRpc, type SolanaRpc } from '../../sandbox/solana-rpc/index.ts'

let rpc: SolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc()
})
afterAll(() => rpc?.stop())

const silent: Analytics = { track() {}, reportError() {}, flush: async () => {}, dispose() {} }
function memory(): StorageBackend {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

it('a Solana wallet signs the CAIP-122 message and the server verifies it (ed25519); sign-in required', async () => {
  const network = defineSolanaNetwork({ genesisHash: rpc.genesisHash, name: 'Sandbox Solana', rpcUrl: rpc.url, wsUrl: rpc.wsUrl })
  const wallet = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_0.seed, rpcUrl: rpc.url, name: 'Sandbox Wallet' })
  const unregister = wallet.register(window)
  const config = createLocalSiwxConfig({ storage: memory(), required: true, statement: 'Welcome', networks: [network] })
  const kernel = await loadKernel(
    // no hosted service: the kernel's API calls go to a closed local port
    { projectId: 'p', networks: [network], storage: memory(), window, endpoints: { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' } },
    [solana(), siwx(config)],
    { analytics: silent },
  )
  try {
    const connectors = kernel.get(TOKENS.connectors)
    await expect.poll(() => connectors.find('wallet-standard:Sandbox Wallet')?.chain).toBe('solana')
    kernel.get(TOKENS.modal).open()
    await kernel.get(TOKENS.connection).connect('wallet-standard:Sandbox Wallet')
    const flow = kernel.get(SIWX)
    await expect.poll(() => kernel.get(TOKENS.router).get().view).toBe('SIWXSignMessage')
    // required and signed out: the modal refuses to close
    expect(kernel.get(TOKENS.modal).close()).toBe(false)

    await expect(flow.sign()).resolves.toBe(true)
    const session = flow.get().session!
    expect(session.data).toMatchObject({ accountAddress: SOLANA_ACCOUNT_0.address, chainId: network.caipNetworkId })
    expect(session.message).toContain(`wants you to sign in with your Sandbox Solana account:\n${SOLANA_ACCOUNT_0.address}\n\nWelcome\n`)
    const verified = await verifySiwx({
      message: session.message,
      signature: session.signature,
      expected: { domain: session.data.domain, nonce: session.data.nonce, chainIds: [network.caipNetworkId] },
      rpc: {},
    })
    expect(verified).toMatchObject({ address: SOLANA_ACCOUNT_0.address, chainId: network.caipNetworkId })
    // a signature over another text does not pass
    await expect(
      verifySiwx({ message: session.message.replace('Welcome', 'Welcome!'), signature: session.signature, expected: { domain: session.data.domain, nonce: session.data.nonce }, rpc: {} }),
    ).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    await expect(config.getSessions(network.caipNetworkId, SOLANA_ACCOUNT_0.address)).resolves.toHaveLength(1)
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
    // the connect's balance read settles before the RPC goes away
    await expect.poll(() => kernel.get(TOKENS.connection).account('solana').balance).toBeDefined()
  } finally {
    kernel.dispose()
    unregister()
  }
}, 30_000)
