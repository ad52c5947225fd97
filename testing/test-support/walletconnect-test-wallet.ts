// Test support: the sandbox relay, a real WalletKit wallet (anvil account #0 signing with viem) and
// dApp session factories sharing one in-memory storage (so a second object restores the first's session).
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, buildAuthObject, getSdkError } from '@walletconnect/utils'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { firstValueFrom } from 'rxjs'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { startRelay } from '../../sandbox/relay/index.ts'
import { createWalletConnectSession, type WalletConnectSessionOptions, type WalletConnectStorage } from '../../plugins/walletconnect/session.ts'

export const projectId = 'test-project'
export const account = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
export const metadata = { name: 'Portico test dApp', description: 'wc plugin test', url: 'http://127.0.0.1', icons: [] }
export const cleanups: (() => Promise<unknown>)[] = []
let instance = 0

// Two session objects with one storage prefix in one process must not share a cached Core.
process.env.DISABLE_GLOBAL_CORE = 'true'

export async function runCleanups() {
  await Promise.allSettled(cleanups.splice(0).reverse().map((fn) => fn()))
}

export function memoryStorage(): WalletConnectStorage {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T,>() => [...map.entries()] as [string, T][],
    getItem: async <T,>(key: string) => structuredClone(map.get(key)) as T | undefined,
    setItem: async (key, value) => void map.set(key, structuredClone(value)),
    removeItem: async (key) => void map.delete(key),
  }
}

export function hintStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

/**
 * `solana`: the wallet also approves the proposal's solana chains with this key (SOLANA_ACCOUNT_0's
 * seed, hex) and answers solana_signMessage / solana_signTransaction with ed25519 (@noble/curves).
 */
/**
 * `authenticate`: the wallet answers a proposal's one-click sign-in request (signs the CAIP-122 text
 * with its approval); without it the wallet approves the session alone, as one that does not support it.
 */
export async function setup(
  walletBehaviour: {
    reject?: boolean
    solana?: { seed: string; address: string }
    authenticate?: boolean
    /** EIP-5792: what the wallet answers to wallet_getCapabilities (approved in its session beside the proposed methods); with it, wallet_sendCalls answers { id: '0xbatch' }. */
    capabilities?: Record<string, unknown>
    /** The visitor presses Reject on every request: EIP-1193's 4001. */
    rejectRequests?: boolean
  } = {},
) {
  let relay = await startRelay({ port: 0 })
  const port = relay.port
  const url = relay.url
  cleanups.push(() => relay.stop())
  /** A fresh relay on the same port (after relay.stop()): the clients reconnect to it. */
  const restartRelay = async () => {
    relay = await startRelay({ port })
  }
  const run = `${++instance}-${Math.random().toString(36).slice(2, 8)}`
  const core = new Core({ projectId, relayUrl: url, customStoragePrefix: `wc-plugin-wallet-${run}`, storageOptions: { database: ':memory:' } })
  const wallet = await WalletKit.init({ core, metadata: { ...metadata, name: 'Portico test wallet' } })
  cleanups.push(async () => {
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose().catch(() => {})
  })
  wallet.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    if (walletBehaviour.reject) {
      await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const solana = walletBehaviour.solana
    const solanaChains = Object.values({ ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }).flatMap((n) => n.chains ?? []).filter((c) => c.startsWith('solana:'))
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        ...(solana && solanaChains.length
          ? {
              solana: {
                chains: solanaChains,
                methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
                events: [],
                accounts: solanaChains.map((c) => `${c}:${solana.address}`),
              },
            }
          : {}),
        eip155: {
          chains: ['eip155:1', 'eip155:10'],
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`eip155:1:${account.address}`, `eip155:10:${account.address}`],
        },
      },
    })
    // a wallet may approve methods the dApp did not propose: EIP-5792's, when it has capabilities
    if (walletBehaviour.capabilities && namespaces.eip155) namespaces.eip155.methods = [...namespaces.eip155.methods, 'wallet_getCapabilities', 'wallet_sendCalls']
    const asked = (proposal.params as { requests?: { authentication?: Record<string, unknown>[] } }).requests?.authentication?.[0]
    if (walletBehaviour.authenticate && asked) {
      const iss = `did:pkh:eip155:1:${account.address}`
      const payload = { ...asked, chains: ['eip155:1'] } as never
      const signature = await account.signMessage({ message: wallet.formatAuthMessage({ request: payload, iss }) })
      const cacao = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
      await wallet.approveSession({ id: proposal.id, namespaces, proposalRequestsResponses: { authentication: [cacao] } } as never)
      return
    }
    await wallet.approveSession({ id: proposal.id, namespaces })
  })
  wallet.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const solana = walletBehaviour.solana
    if (walletBehaviour.rejectRequests) {
      // the visitor pressed Reject: EIP-1193's 4001
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } })
    } else if (solana && params.request.method === 'solana_signMessage') {
      const { message, pubkey } = params.request.params as { message: string; pubkey: string }
      expect(pubkey).toBe(solana.address)
      const signature = base58.encode(ed25519.sign(base58.decode(message), solana.seed))
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: { signature } } })
    } else if (solana && params.request.method === 'solana_signTransaction') {
      // Signs the message part of the legacy wire transaction (one signer: the fee payer, slot 0).
      const wire = base64.decode((params.request.params as { transaction: string }).transaction)
      const signed = wire.slice()
      signed.set(ed25519.sign(wire.subarray(1 + 64 * wire[0]!), solana.seed), 1)
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: { transaction: base64.encode(signed) } } })
    } else if (walletBehaviour.capabilities && params.request.method === 'wallet_getCapabilities') {
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: walletBehaviour.capabilities } })
    } else if (walletBehaviour.capabilities && params.request.method === 'wallet_sendCalls') {
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: { id: '0xbatch' } } })
    } else if (params.request.method === 'personal_sign') {
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    } else {
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS') } })
    }
  })

  const storage = memoryStorage()
  const hints = hintStorage()
  const storagePrefix = `wc-plugin-dapp-${run}`
  const dapp = (extra: Partial<WalletConnectSessionOptions> = {}) => {
    const s = createWalletConnectSession({
      projectId,
      relayUrl: url,
      metadata,
      networks: [{ id: 1 }, { id: 10 }, { id: 8453 }],
      storagePrefix,
      offline: true,
      storage,
      hintStorage: hints,
      ...extra,
    })
    cleanups.push(() => s.close())
    return s
  }
  return {
    get relay() {
      return relay
    },
    restartRelay,
    wallet,
    dapp,
    hints,
    /** The dApp objects' shared sign-client storage (a test may leave it as an interrupted page left it). */
    storage,
  }
}

export async function pairWith(wallet: InstanceType<typeof WalletKit>, session: ReturnType<typeof createWalletConnectSession>) {
  const { uri$, approval } = await session.connect()
  const uri = await firstValueFrom(uri$)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri })
  return approval
}

export function activeSession(wallet: InstanceType<typeof WalletKit>): SessionTypes.Struct {
  return Object.values(wallet.getActiveSessions())[0]!
}

