// The solana side of the one WalletConnect session. It lists no connector: a second "WalletConnect"
// in the solana namespace would be merged with the eip155 one into a MULTI_CHAIN entry (same-name
// connectors merge) and lose its own section and QR view. It declares `sharesSessionOf: ['walletConnect']` instead, so the
// kernel attaches solana from the session the eip155 connect (or restore) opened, when the wallet
// approved solana accounts there. Requests go over the same session with the solana chain's CAIP-2
// id, in WalletConnect's Solana RPC shapes (base58 message and signatures, base64 transactions).
import { base58, base64 } from '@scure/base'
import { BehaviorSubject, NEVER } from 'rxjs'
import { notConnectedError, PorticoError, withNamedSolanaErrors, readCaipAccounts, type AdapterSession, type Balance, type ChainAdapter, type Connects, type Network, type ReadsBalance, type RpcService, type SignsMessage, type SolanaProvider, type SolanaTransactionLike } from 'portico'
import type { WalletConnectSession } from './session.ts'

/** What `useAppKitProvider('solana')` gives for a WalletConnect connection: the one Solana provider shape. */
export type WalletConnectSolanaProvider = SolanaProvider

export type WalletConnectSolanaAdapter = Omit<ChainAdapter, 'getProvider'> &
  Connects &
  SignsMessage &
  ReadsBalance & {
    getProvider(): WalletConnectSolanaProvider | undefined
  }

export interface WalletConnectSolanaAdapterOptions {
  session: WalletConnectSession
  /** The connector whose session this is (the eip155 WalletConnect connector's id). */
  connectorId: string
  /** The Solana networks the dApp lists. */
  networks: readonly Network[]
  /** The kernel's active Solana network, when there is one. */
  activeNetwork(): Network | undefined
  /** The kernel's RPC transport, where balances are read. */
  rpc: () => Pick<RpcService, 'request'>
}

const SIGNATURE_BYTES = 64

/** Decodes the base58 ed25519 signature a wallet answered with; a clear error naming the method otherwise. */
function signatureOf(method: string, result: unknown): Uint8Array {
  const signature = (result as { signature?: unknown } | null)?.signature
  let bytes: Uint8Array | undefined
  try {
    if (typeof signature === 'string') bytes = base58.decode(signature)
  } catch {
    // reported below
  }
  if (!bytes || bytes.length !== SIGNATURE_BYTES) throw new PorticoError('SIGNATURE_MISSING', `The wallet answered ${method} without a base58 ed25519 signature`)
  return bytes
}

const isVersioned = (tx: SolanaTransactionLike) => 'version' in tx && 'message' in tx
const wireOf = (tx: SolanaTransactionLike) => (isVersioned(tx) ? tx.serialize() : tx.serialize({ requireAllSignatures: false, verifySignatures: false }))

/** A signed wire transaction as an object of the caller's own class (no web3.js import here). */
function sameClass<T extends SolanaTransactionLike>(original: T, wire: Uint8Array): T {
  const cls = original.constructor as { from?: (b: Uint8Array) => T; deserialize?: (b: Uint8Array) => T }
  const make = isVersioned(original) ? cls.deserialize : cls.from
  if (!make) throw new PorticoError('INVALID_TRANSACTION', 'Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
  return make.call(cls, wire)
}

function assertTransaction(tx: unknown): asserts tx is SolanaTransactionLike {
  if (!tx || typeof (tx as SolanaTransactionLike).serialize !== 'function')
    throw new PorticoError('INVALID_TRANSACTION', 'Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
}

export function createWalletConnectSolanaAdapter(options: WalletConnectSolanaAdapterOptions): WalletConnectSolanaAdapter {
  const { session } = options
  let provider: { key: string; provider: WalletConnectSolanaProvider } | undefined

  /** The session's solana accounts on the network requests go to: the active one if approved, else the first listed one approved. */
  function side(): { network: Network; accounts: string[] } | undefined {
    const approved = session.accountsIn('solana')
    // the peer's CAIP-10 accounts are untrusted: read by the kernel's grammar, a malformed one dropped
    const on = (n: Network) => [...new Set(readCaipAccounts(approved, 'solana').filter((a) => a.network === n.caipNetworkId).map((a) => a.address))]
    const active = options.activeNetwork()
    const network = (active && on(active).length ? active : undefined) ?? options.networks.find((n) => on(n).length > 0)
    return network && { network, accounts: on(network) }
  }

  function connected() {
    const current = side()
    if (!current) throw notConnectedError('the WalletConnect session has no Solana account')
    return current
  }

  async function signBytes(message: Uint8Array, address: string): Promise<Uint8Array> {
    const { network, accounts } = connected()
    if (!accounts.includes(address)) throw new PorticoError('NOT_CONNECTED', 'Address or auth connector not found', { details: `${address} is not a Solana account of the WalletConnect session` })
    const result = await session.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: address }, chain: network.caipNetworkId })
    return signatureOf('solana_signMessage', result)
  }

  function createProvider(address: string, network: Network): WalletConnectSolanaProvider {
    const chain = network.caipNetworkId
    async function signOne<T extends SolanaTransactionLike>(transaction: T): Promise<T> {
      assertTransaction(transaction)
      const result = (await session.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(wireOf(transaction)), pubkey: address }, chain })) as {
        transaction?: unknown
      }
      if (typeof result?.transaction === 'string') return sameClass(transaction, base64.decode(result.transaction))
      // Wallets that answer with the signature only: it goes into the caller's transaction.
      const signature = signatureOf('solana_signTransaction', result)
      const signer = isVersioned(transaction)
        ? (transaction as unknown as { message: { staticAccountKeys: { toBase58(): string }[] } }).message.staticAccountKeys.find((k) => k.toBase58() === address)
        : (transaction as unknown as { feePayer?: { toBase58(): string } }).feePayer
      const signed = sameClass(transaction, wireOf(transaction)) as unknown as { addSignature(key: unknown, sig: Uint8Array): void }
      if (!signer || signer.toBase58() !== address) throw new PorticoError('SIGNATURE_MISSING', `The wallet answered solana_signTransaction without the signed transaction`)
      signed.addSignature(signer, signature)
      return signed as unknown as T
    }
    return withNamedSolanaErrors({
      address,
      chain,
      walletName: session.peer()?.name ?? 'WalletConnect',
      async signMessage(message) {
        const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
        if (!(bytes instanceof Uint8Array)) throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a Uint8Array or a string')
        return signBytes(bytes, address)
      },
      signTransaction: signOne,
      // One wallet prompt per transaction: solana_signAllTransactions is optional for wallets.
      async signAllTransactions(transactions) {
        if (!Array.isArray(transactions)) throw new PorticoError('INVALID_TRANSACTION', 'Invalid transaction: expected an array of transactions')
        const signed = []
        for (const tx of transactions) signed.push(await signOne(tx))
        return signed
      },
      async signAndSendTransaction(transaction, sendOptions) {
        assertTransaction(transaction)
        const result = await session.request({
          method: 'solana_signAndSendTransaction',
          params: { transaction: base64.encode(wireOf(transaction)), pubkey: address, ...(sendOptions ? { sendOptions } : {}) },
          chain,
        })
        return base58.encode(signatureOf('solana_signAndSendTransaction', result))
      },
    })
  }

  async function reconnect(): Promise<AdapterSession | null> {
    // The eip155 side opened or restored the session; this only reads its solana accounts.
    if (!session.state()) await session.restore()
    const current = side()
    if (!current || current.accounts.length === 0) return null
    const peer = session.peer()
    return { accounts: current.accounts, chainId: current.network.id, ...(peer ? { wallet: peer } : {}) }
  }

  return {
    namespace: 'solana',
    serves: 'connectors',
    sharesSessionOf: [options.connectorId],
    connectors$: new BehaviorSubject([]).asObservable(),
    // The session's events (disconnect, unavailable) reach the kernel once, through the eip155 side.
    events$: NEVER,
    async connect() {
      // Reached only through the eip155 connector; kept so the capability check reads true for reconnect.
      const state = await reconnect()
      if (!state) throw notConnectedError('the WalletConnect session has no Solana account')
      return state
    },
    reconnect,
    disconnect: () => session.disconnect(),
    signMessage: async ({ message, address }) => {
      if (typeof message !== 'string') throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a string', { details: `got ${typeof message}` })
      return base58.encode(await signBytes(new TextEncoder().encode(message), address))
    },
    async getBalance({ address, network }): Promise<Balance> {
      const answer = await options.rpc().request<{ value?: unknown }>(network, 'getBalance', [address, { commitment: 'confirmed' }])
      const lamports = answer?.value
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports)) throw new PorticoError('RPC_ERROR', 'getBalance returned no balance')
      return { value: BigInt(lamports), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    getProvider() {
      const current = side()
      const address = current?.accounts[0]
      if (!current || !address || !session.state()) return undefined
      // One provider per account and network, so `useAppKitProvider` sees a stable object.
      const key = `${current.network.caipNetworkId}:${address}`
      if (provider?.key !== key) provider = { key, provider: createProvider(address, current.network) }
      return provider.provider
    },
  }
}
