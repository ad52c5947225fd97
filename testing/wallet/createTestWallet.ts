import type { Address, Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountMethods, revokeAccess } from './accounts.ts'
import { announceProvider, type AnnounceTarget, type EIP6963ProviderInfo } from './announce.ts'
import { chainMethods } from './chains.ts'
import { authorizedAccounts, type MethodHandler, type WalletContext } from './context.ts'
import { createEmitter } from './emitter.ts'
import { disconnected, invalidParams, unsupportedMethod } from './errors.ts'
import { forwardRequest, isForwardedMethod } from './forward.ts'
import { signMethods } from './sign.ts'
import { createMemoryStorage, readWalletState, writeWalletState } from './storage.ts'
import { transactionMethods } from './transaction.ts'
import type {
  Approve,
  ProviderEvents,
  TestWalletChain,
  TestWalletFeatures,
  TestWalletProvider,
  WalletStorage,
} from './types.ts'

export type CreateTestWalletParameters = {
  /** The signing account: a private key, or any viem local account. */
  account: Hex | LocalAccount
  /** The networks the wallet knows; the first is the default. */
  chains: readonly TestWalletChain[]
  /** Initial chain; default chains[0]. A chain restored from `storage` wins. */
  chainId?: number
  /** Failure switches, changeable later with setFeatures. */
  features?: TestWalletFeatures
  /** The user's answer to every prompt (connect, switch, add chain, sign, send). Default: approve. */
  approve?: Approve
  /** Where the wallet remembers the site's permission, the chain and added chains. Default: memory. */
  storage?: WalletStorage
  /** Prefix of the storage key; default 'portico-test-wallet:'. */
  storagePrefix?: string
  /** Start already permitted, ignoring storage (like wagmi's mock `defaultConnected`). */
  connected?: boolean
  /** The requesting site given to `approve`; default `location.origin` when there is one. */
  origin?: string
  /** EIP-6963 metadata; uuid defaults to a fresh random UUID. */
  info?: Partial<EIP6963ProviderInfo>
}

export type TestWallet = {
  /** The EIP-1193 provider a dApp talks to. */
  readonly provider: TestWalletProvider
  readonly info: Readonly<EIP6963ProviderInfo>
  /** The viem account that signs. */
  readonly account: LocalAccount
  /** The accounts the site may see: [] until it is permitted. */
  readonly accounts: readonly Address[]
  readonly chainId: number
  readonly chains: readonly TestWalletChain[]
  readonly features: Readonly<TestWalletFeatures>
  /** EIP-6963: announce now and on every request; returns an unsubscribe. Default target: window. */
  announce(target?: AnnounceTarget): () => void
  /** Merges failure switches into the current ones (`{ connectError: false }` turns one off). */
  setFeatures(features: Partial<TestWalletFeatures>): void
  /** Replaces the user's answer to prompts. */
  setApprove(approve: Approve): void
  /** The user disconnects the site from inside the wallet: accountsChanged([]) then disconnect. */
  disconnect(): void
}

const defaultIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/><path d="M8 11h16v11H8z" fill="#fff"/><circle cx="20" cy="16.5" r="2" fill="#3b82f6"/></svg>',
  )

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID exists only in secure contexts; build a v4 UUID by hand elsewhere.
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

const handlers: Record<string, MethodHandler> = {
  ...accountMethods,
  ...chainMethods,
  ...signMethods,
  ...transactionMethods,
}

/**
 * A real EIP-1193 / EIP-6963 browser wallet for tests: it signs with viem, sends through the
 * chains' RPC endpoints, prompts through `approve` and persists like an extension.
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const account = typeof parameters.account === 'string' ? privateKeyToAccount(parameters.account) : parameters.account
  if (!parameters.chains?.length) throw new Error('createTestWallet: at least one chain is required')
  const storage = parameters.storage ?? createMemoryStorage()
  const storageKey = `${parameters.storagePrefix ?? 'portico-test-wallet:'}state`
  const saved = readWalletState(storage, storageKey)

  const chains = new Map(parameters.chains.map((chain) => [chain.id, chain]))
  const builtIn = new Set(chains.keys())
  for (const chain of saved?.addedChains ?? []) if (!chains.has(chain.id)) chains.set(chain.id, chain)
  const initialChainId = parameters.chainId ?? parameters.chains[0].id
  if (!chains.has(initialChainId)) throw new Error(`createTestWallet: chainId ${initialChainId} is not one of the chains`)

  const emitter = createEmitter<ProviderEvents>()
  const ctx: WalletContext = {
    account,
    origin: parameters.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin,
    emitter,
    chains,
    chainId: saved && chains.has(saved.chainId) ? saved.chainId : initialChainId,
    permitted: parameters.connected ?? saved?.permitted ?? false,
    features: { ...parameters.features },
    approve: parameters.approve ?? (async () => true),
    save: () =>
      writeWalletState(storage, storageKey, {
        permitted: ctx.permitted,
        chainId: ctx.chainId,
        addedChains: [...chains.values()].filter((chain) => !builtIn.has(chain.id)),
      }),
  }
  if (parameters.connected !== undefined) ctx.save()

  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: parameters.info?.uuid ?? randomUuid(),
    name: parameters.info?.name ?? 'Test Wallet',
    icon: parameters.info?.icon ?? defaultIcon,
    rdns: parameters.info?.rdns ?? 'org.portico.testwallet',
  })

  const provider: TestWalletProvider = {
    async request(args) {
      const method = (args as { method?: unknown } | undefined)?.method
      if (typeof method !== 'string') throw invalidParams('request expects { method: string, params? }')
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (handler) return handler(ctx, args.params)
      if (isForwardedMethod(method)) return forwardRequest(ctx, method, args.params)
      throw unsupportedMethod(method)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
  }

  return {
    provider,
    info,
    account,
    get accounts() {
      return authorizedAccounts(ctx)
    },
    get chainId() {
      return ctx.chainId
    },
    get chains() {
      return [...chains.values()]
    },
    get features() {
      return { ...ctx.features }
    },
    announce(target = globalThis as unknown as AnnounceTarget) {
      return announceProvider(target, { info, provider })
    },
    setFeatures(features) {
      ctx.features = { ...ctx.features, ...features }
    },
    setApprove(approve) {
      ctx.approve = approve
    },
    disconnect() {
      const wasPermitted = ctx.permitted
      revokeAccess(ctx)
      if (wasPermitted) emitter.emit('disconnect', disconnected())
    },
  }
}
