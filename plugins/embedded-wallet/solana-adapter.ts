// The embedded wallet's Solana side (the auth connector serves eip155 and solana): the same
// login's ed25519 account, read from the frame (GET_USER on the Solana network). Its AUTH connector
// merges with the eip155 one into one entry (same-name connectors merge), and the two sides are one
// session (`sharesSessionOf`): the Solana side attaches once the login connected, and disconnecting either
// ends both. Every signing request goes to the frame through the request gate (each needs approval
// in the frame's card); @solana/web3.js loads only when a transaction is built or read back.
import { base58 } from '@scure/base'
import { BehaviorSubject, NEVER } from 'rxjs'
import {
  notConnectedError,
  PorticoError,
  type AdapterSession,
  type AuthFrame,
  type ChainAdapter,
  type Connector,
  type Connects,
  type Network,
  type ReadsBalance,
  type SendsTransaction,
  type SignsMessage,
  type Storage,
  type RpcService,
} from 'portico'
import { EMAIL_CONNECTOR_ID, RECONNECT_TIMEOUT_MS } from './adapter.ts'
import type { SolanaWeb3 } from './load-solana-web3.ts'
import { rememberLogin, wipeLogin } from './login-cache.ts'
import { readLamports, solanaRpcClient } from './solana-rpc.ts'
import { createEmbeddedSolanaProvider, type EmbeddedSolanaProvider } from './solana-provider.ts'
import { sendSolTransfer } from './solana-transfer.ts'

export const EMAIL_SOLANA_CONNECTOR: Connector = Object.freeze({ id: EMAIL_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'solana' })

export type EmbeddedSolanaAdapter = Omit<ChainAdapter, 'getProvider'> &
  Connects &
  SignsMessage &
  SendsTransaction &
  ReadsBalance & {
    getProvider(): EmbeddedSolanaProvider | undefined
  }

export interface EmbeddedSolanaAdapterDeps {
  /** The kernel's auth frame, its RPC requests gated (request-gate.ts). */
  frame: AuthFrame
  storage: Storage
  /** The active Solana network (the kernel's), else the first the dApp lists. */
  network(): Network | undefined
  /** The kernel's RPC transport, under every call to the network's nodes. */
  rpc: () => Pick<RpcService, 'request'>
  /** @solana/web3.js on first need (solanaWeb3From: solana()'s loader). */
  web3: () => Promise<SolanaWeb3>
}

export function createEmbeddedSolanaAdapter(deps: EmbeddedSolanaAdapterDeps): EmbeddedSolanaAdapter {
  const { frame, storage } = deps
  const web3 = deps.web3
  let address: string | undefined
  let provider: { for: string; provider: EmbeddedSolanaProvider } | undefined

  const activeNetwork = () => {
    const network = deps.network()
    if (!network) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found', { details: 'no Solana network is configured' })
    return network
  }
  const connected = (from?: string) => {
    if (!address) throw notConnectedError("the embedded wallet's Solana side is not connected")
    if (from !== undefined && from !== address) throw new PorticoError('NOT_CONNECTED', 'Address or auth connector not found', { details: `${from} is not the embedded wallet's Solana account` })
    return address
  }
  /** One Solana RPC_REQUEST on `network`: the frame signs with the user's ed25519 key after approval. */
  const request = (method: string, params: Record<string, unknown>, network = activeNetwork()) =>
    frame.request('RPC_REQUEST', {
      method,
      params: params as never,
      chainNamespace: 'solana',
      chainId: network.caipNetworkId,
      ...(network.rpcUrls.default.http[0] ? { rpcUrl: network.rpcUrls.default.http[0] } : {}),
    })

  async function readUser(network: Network): Promise<AdapterSession> {
    const user = await frame.request('GET_USER', { chainId: network.caipNetworkId })
    if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(user.address)) throw new PorticoError('INVALID_RESPONSE', 'The embedded wallet answered no Solana address', { details: user.address })
    address = user.address
    // the login stays stored as the eip155 side keeps it; the last chain stays an EVM one
    rememberLogin(storage, { email: user.email })
    const userName = storage.get('socialUsername')
    const socialProvider = storage.get('socialProvider')
    return {
      accounts: [user.address],
      chainId: network.id,
      user: { email: user.email ?? null, ...(userName ? { userName } : {}) },
      ...(socialProvider ? { socialProvider } : {}),
      preferredAccountType: 'eoa',
      allAccounts: [{ address: user.address, type: 'eoa' }],
    }
  }

  return {
    namespace: 'solana',
    serves: 'connectors',
    sharesSessionOf: [EMAIL_CONNECTOR_ID],
    // the same frame as the eip155 side loads before a reload's reconnect can answer
    reconnectTimeoutMs: RECONNECT_TIMEOUT_MS,
    connectors$: new BehaviorSubject<Connector[]>([EMAIL_SOLANA_CONNECTOR]).asObservable(),
    // the account never changes under a login; a sign-out is the kernel's disconnect
    events$: NEVER,
    async connect({ connectorId, network }) {
      if (connectorId !== EMAIL_CONNECTOR_ID) throw new PorticoError('UNKNOWN_CONNECTOR', `The embedded wallet has no connector ${connectorId}`)
      return readUser(network)
    },
    async reconnect({ connectorId }) {
      const network = deps.network()
      if (connectorId !== EMAIL_CONNECTOR_ID || !network || !storage.get('emailLoginUsed')) return null
      try {
        if (!(await frame.request('IS_CONNECTED')).isConnected) {
          wipeLogin(storage)
          return null
        }
        return await readUser(network)
      } catch {
        // A failed connection check wipes the login cache
        wipeLogin(storage)
        return null
      }
    },
    async disconnect() {
      address = undefined
      provider = undefined
      // the login's one session: signing out ends the eip155 side too (the kernel disconnects both)
      await frame.signOut()
    },
    async signMessage({ message, address: from }) {
      if (typeof message !== 'string') throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a string', { details: `got ${typeof message}` })
      const pubkey = connected(from)
      const answer = (await request('solana_signMessage', { message: base58.encode(new TextEncoder().encode(message)), pubkey })) as { signature?: unknown }
      if (typeof answer?.signature !== 'string') throw new PorticoError('SIGNATURE_MISSING', 'The embedded wallet returned no signature')
      return answer.signature
    },
    async sendTransaction(transaction) {
      connected(transaction.address)
      const rpc = solanaRpcClient(deps.rpc(), transaction.network)
      return sendSolTransfer(
        {
          web3,
          rpc,
          async signAndSend(wire) {
            const answer = (await request('solana_signAndSendTransaction', { transaction: wire, options: { preflightCommitment: 'confirmed' } }, transaction.network)) as { signature?: unknown }
            if (typeof answer?.signature !== 'string') throw new PorticoError('SIGNATURE_MISSING', 'The embedded wallet returned no signature')
            return answer.signature
          },
        },
        transaction,
      )
    },
    async getBalance({ address: owner, network }) {
      const value = await readLamports(solanaRpcClient(deps.rpc(), network), owner)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    getProvider() {
      if (!address) return undefined
      // one provider per account, so `useAppKitProvider` sees a stable object
      if (provider?.for !== address) {
        provider = { for: address, provider: createEmbeddedSolanaProvider({ request: (method, params) => request(method, params), address: () => connected(), network: activeNetwork, web3, walletName: EMAIL_SOLANA_CONNECTOR.name }) }
      }
      return provider.provider
    },
  }
}
