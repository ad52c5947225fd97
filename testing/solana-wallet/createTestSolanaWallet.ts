import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import { SOLANA_CHAINS } from '../solana-chains.ts'
import { failIfFeature, invalidParams, unauthorized, userRejected } from '../wallet/errors.ts'
import { createMemoryStorage } from '../wallet/storage.ts'
import type { WalletStorage } from '../wallet/types.ts'
import { registerWallet, type RegisterTarget } from './register-wallet.ts'
import { sendWireTransaction, signWireTransaction } from './transactions.ts'
import type {
  SolanaApprove,
  SolanaApproveRequest,
  SolanaWalletMethod,
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsListener,
  TestSolanaWalletFeatures,
} from './types.ts'

export type CreateTestSolanaWalletParameters = {
  /** The signing key: a web3.js Keypair, a 64-byte secret key (seed + public key) or a 32-byte seed (bytes or hex). */
  keypair?: { secretKey: Uint8Array }
  secretKey?: Uint8Array | string
  /** The RPC that signAndSendTransaction sends through (the sandbox's: sandbox/solana-rpc). */
  rpcUrl: string
  /** The chain `rpcUrl` serves; default the sandbox cluster. */
  chain?: IdentifierString
  /** Wallet Standard name; default 'Test Solana Wallet'. */
  name?: string
  /** A data: URI; an SVG given URL-encoded is turned into the standard's base64 form. */
  icon?: string
  /** The user's answer to every prompt (connect, sign, send). Default: approve. */
  approve?: SolanaApprove
  /** Failure switches, changeable later with setFeatures. */
  failures?: TestSolanaWalletFeatures
  /** Where the wallet remembers that the site may see its account (silent connect after a reload). Default: memory. */
  storage?: WalletStorage
  /** Prefix of the storage key; default 'portico-test-solana-wallet:'. */
  storagePrefix?: string
  /** Start already permitted, ignoring storage. */
  connected?: boolean
  /** The requesting site given to `approve`; default `location.origin` when there is one. */
  origin?: string
}

export type TestSolanaWallet = {
  /** The Wallet Standard wallet an app discovers. */
  readonly wallet: Wallet
  /** The account's base58 address. */
  readonly address: string
  readonly publicKey: Uint8Array
  /** The accounts the site may see: [] until it connected. */
  readonly accounts: readonly WalletAccount[]
  readonly failures: Readonly<TestSolanaWalletFeatures>
  /** Registers the wallet the Wallet Standard way on `target` (default: window); returns the unregister. */
  register(target?: RegisterTarget): () => void
  setFailures(failures: Partial<TestSolanaWalletFeatures>): void
  setApprove(approve: SolanaApprove): void
  /** The user disconnects the site from inside the wallet: a `change` event with no accounts. */
  disconnect(): void
}

const defaultIcon = svgIcon(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#9945ff"/><path d="M9 11h14l-3 3H6zm3 4h14l-3 3H9zm-3 4h14l-3 3H6z" fill="#fff"/></svg>',
)

function svgIcon(svg: string): WalletIcon {
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** The Wallet Standard wants base64 data: URIs; accept the URL-encoded SVG form too. */
function toWalletIcon(icon: string): WalletIcon {
  if (/^data:image\/(svg\+xml|webp|png|gif);base64,/.test(icon)) return icon as WalletIcon
  const svg = /^data:image\/svg\+xml,(.*)$/s.exec(icon)
  if (svg) return svgIcon(decodeURIComponent(svg[1]!))
  throw new Error(`createTestSolanaWallet: icon must be a data:image/(svg+xml|webp|png|gif) URI, got ${icon.slice(0, 40)}…`)
}

function seedOf(parameters: CreateTestSolanaWalletParameters): Uint8Array {
  const raw = parameters.keypair?.secretKey ?? parameters.secretKey
  if (raw === undefined) throw new Error('createTestSolanaWallet: give a keypair or a secretKey')
  const bytes = typeof raw === 'string' ? hex.decode(raw.replace(/^0x/, '')) : raw
  if (bytes.length !== 32 && bytes.length !== 64) throw new Error(`createTestSolanaWallet: a secret key is 32 (seed) or 64 bytes, got ${bytes.length}`)
  const seed = bytes.slice(0, 32)
  if (bytes.length === 64 && base58.encode(bytes.slice(32)) !== base58.encode(ed25519.getPublicKey(seed)))
    throw new Error('createTestSolanaWallet: the secret key does not hold its public key (bytes 32–63)')
  return seed
}

const CHAIN_NAMES: Record<string, string> = {
  [SOLANA_CHAINS.mainnet]: 'Solana',
  [SOLANA_CHAINS.devnet]: 'Solana Devnet',
  [SOLANA_CHAINS.testnet]: 'Solana Testnet',
  [SOLANA_CHAINS.sandbox]: 'Sandbox Solana',
}

/**
 * A real Wallet Standard wallet for tests: ed25519 signatures with @noble/curves, transactions
 * signed and sent with @solana/web3.js through `rpcUrl`, a prompt through `approve`, failure
 * switches, and a remembered permission like an extension's.
 */
export function createTestSolanaWallet(parameters: CreateTestSolanaWalletParameters): TestSolanaWallet {
  const seed = seedOf(parameters)
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  const sendChain = parameters.chain ?? SOLANA_CHAINS.sandbox
  const chains: IdentifierString[] = [...new Set<IdentifierString>([sendChain, SOLANA_CHAINS.sandbox, SOLANA_CHAINS.mainnet, SOLANA_CHAINS.devnet, SOLANA_CHAINS.testnet])]
  const storage = parameters.storage ?? createMemoryStorage()
  const storageKey = `${parameters.storagePrefix ?? 'portico-test-solana-wallet:'}permitted`
  let permitted = parameters.connected ?? storage.getItem(storageKey) === address
  const save = () => (permitted ? storage.setItem(storageKey, address) : storage.removeItem(storageKey))
  if (parameters.connected !== undefined) save()
  let failures: TestSolanaWalletFeatures = { ...parameters.failures }
  let approve: SolanaApprove = parameters.approve ?? (async () => true)
  const origin = parameters.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin
  const listeners = new Set<StandardEventsListener>()

  const account: WalletAccount = Object.freeze({
    address,
    publicKey: publicKey.slice(),
    chains: Object.freeze([...chains]),
    features: Object.freeze(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const),
  })
  const accounts = () => (permitted ? [account] : [])
  const emitAccounts = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }

  const ask = async (method: SolanaWalletMethod, chain: IdentifierString, extra: Pick<SolanaApproveRequest, 'message' | 'transactions'> = {}) => {
    const request: SolanaApproveRequest = { method, origin, chain: { id: chain, name: CHAIN_NAMES[chain] ?? chain }, address, ...extra }
    if (!(await approve(request))) throw userRejected()
  }
  /** Each input must name the connected account. */
  const assertAccount = (input: { account?: WalletAccount }) => {
    if (!permitted) throw unauthorized()
    if (input?.account?.address !== address) throw invalidParams(`unknown account ${String(input?.account?.address)}; this wallet holds ${address}`)
  }
  const assertChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain)) throw invalidParams(`unsupported chain ${chain}; this wallet supports ${chains.join(', ')}`)
  }

  const features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
        // A silent connect never prompts: it returns the account only when the site was permitted before.
        if (input?.silent) return { accounts: accounts() }
        if (!permitted) {
          failIfFeature(failures.connectError)
          await ask('standard:connect', sendChain)
          permitted = true
          save()
          emitAccounts()
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect(): Promise<void> {
        if (!permitted) return
        permitted = false
        save()
        emitAccounts()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: 'change', listener: StandardEventsListener): () => void {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> {
        for (const input of inputs) {
          assertAccount(input)
          if (!(input.message instanceof Uint8Array)) throw invalidParams('solana:signMessage: the message must be a Uint8Array')
        }
        failIfFeature(failures.signMessageError)
        const outputs: SolanaSignMessageOutput[] = []
        for (const input of inputs) {
          await ask('solana:signMessage', sendChain, { message: input.message })
          outputs.push({ signedMessage: input.message, signature: ed25519.sign(input.message, seed), signatureType: 'ed25519' })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]> {
        for (const input of inputs) {
          assertAccount(input)
          assertChain(input.chain)
        }
        failIfFeature(failures.signTransactionError)
        // One prompt for a batch (signAllTransactions), as wallets do.
        await ask('solana:signTransaction', inputs[0]?.chain ?? sendChain, { transactions: inputs.map((i) => i.transaction) })
        return Promise.all(inputs.map(async (input) => ({ signedTransaction: await signWireTransaction(input.transaction, seed, address) })))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly SolanaSignAndSendTransactionOutput[]> {
        for (const input of inputs) {
          assertAccount(input)
          assertChain(input.chain)
          if (input.chain !== sendChain) throw invalidParams(`this wallet sends on ${sendChain} only (its RPC), not on ${input.chain}`)
        }
        failIfFeature(failures.sendTransactionError)
        const outputs: SolanaSignAndSendTransactionOutput[] = []
        for (const input of inputs) {
          await ask('solana:signAndSendTransaction', input.chain, { transactions: [input.transaction] })
          const signed = await signWireTransaction(input.transaction, seed, address)
          outputs.push({ signature: await sendWireTransaction(parameters.rpcUrl, signed, input.options) })
        }
        return outputs
      },
    },
  } as const

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Test Solana Wallet',
    icon: toWalletIcon(parameters.icon ?? defaultIcon),
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }

  return {
    wallet,
    address,
    publicKey: publicKey.slice(),
    get accounts() {
      return accounts()
    },
    get failures() {
      return { ...failures }
    },
    register: (target = globalThis as unknown as RegisterTarget) => registerWallet(target, wallet),
    setFailures(next) {
      failures = { ...failures, ...next }
    },
    setApprove(next) {
      approve = next
    },
    disconnect() {
      if (!permitted) return
      permitted = false
      save()
      emitAccounts()
    },
  }
}
