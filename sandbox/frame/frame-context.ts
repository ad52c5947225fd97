// What every handler group of the frame page shares (frame.ts builds it once per page): the frame's
// own API, the channel to the parent, the session and the current chain. Handler groups
// (email-handlers.ts, session-handlers.ts, wallet-handlers.ts, social-handlers.ts...) each take it
// and return the requests they answer.
import type { AppEvent, RequestName, ResponsePayload } from '../../kernel/auth-frame/messages.ts'
import { FRAME_PREFIX } from '../../kernel/auth-frame/messages.ts'
import type { FrameApiAction, FrameApiAnswers, FrameApiBody, FrameApiError } from './api.ts'
import { createChainReads, type ChainRead } from './chain-reads.ts'
import { createIdbStore } from './idb-store.ts'
import { createKeyVault, type KeyVault } from './key-vault.ts'
import type { UserKeys } from './keys.ts'

/** An error the frame answers a request with; its message reaches the page as is. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** bundler: the chain has an ERC-4337 bundler, so the frame offers smart accounts there (smart-account-handlers.ts). */
export type FrameChainInfo = { id: number; name: string; bundler?: boolean }

export type FrameContext = {
  /** Calls the frame's own server (same origin). Throws FrameError with the server's message. */
  api<A extends FrameApiAction>(action: A, body: FrameApiBody<A>): Promise<FrameApiAnswers[A]>
  /** Posts to the parent, at its checked origin only. */
  post(message: object): void
  /** The live session token, if any. */
  token(): string | undefined
  /** Keeps a new session token, tells the page (SESSION_UPDATE) and stores the user's keys (encrypted). */
  startSession(token: string): Promise<void>
  /** Forgets the session token and wipes the user's stored keys. */
  endSession(): Promise<void>
  /** The session user's keys, decrypted for this call only (fetched again from the server when none are stored). */
  keys(): Promise<UserKeys>
  /** This browser's device id (kept in the frame origin's storage). */
  deviceId(): string
  /** One read on a chain, over the URLs the page gave for it (chain-reads.ts), else through the frame server. */
  read: ChainRead
  /** The chain's RPC URLs as the page gave them, in its order. */
  useRpcUrls(chainId: number, urls: readonly string[]): void
  /** The GET_USER answer for the session user on the current chain. */
  user(): Promise<ResponsePayload<'GET_USER'>>
  parentOrigin: string
  frameOrigin: string
  chains: readonly FrameChainInfo[]
  chainId: number
  log(...args: unknown[]): void
}

export type Handlers = { [N in RequestName]?: (payload: Extract<AppEvent, { name: N }>['payload']) => Promise<ResponsePayload<N>> }

const DEVICE_KEY = 'portico-frame:device'
const SESSION_KEY = 'portico-frame:session'
/** The user id whose keys the vault holds for the session. */
const USER_KEY = 'portico-frame:user'

export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
export function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

/** `eip155:1337`, `1337` or 1337 → 1337; anything else undefined. */
export const chainNumber = (chainId: string | number | null | undefined): number | undefined => {
  const n = Number(String(chainId ?? '').replace(/^eip155:/, ''))
  return Number.isInteger(n) && n > 0 ? n : undefined
}

export async function frameApi<A extends FrameApiAction>(action: A, body: FrameApiBody<A>): Promise<FrameApiAnswers[A]> {
  const response = await fetch(`/api/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const answer = (await response.json()) as FrameApiAnswers[A] | FrameApiError
  if (!response.ok) {
    const error = (answer as FrameApiError).error
    throw new FrameError(error?.message ?? `HTTP status code: ${response.status}`, error?.code)
  }
  return answer as FrameApiAnswers[A]
}

export function createFrameContext(options: {
  parentOrigin: string
  chains: readonly FrameChainInfo[]
  chainId: number
  log(...args: unknown[]): void
  vault?: KeyVault
}): FrameContext {
  let memoryToken: string | undefined
  let memoryDevice: string | undefined
  let memoryUser: string | undefined
  const vault = options.vault ?? createKeyVault(createIdbStore())
  const userId = () => storageGet(USER_KEY) ?? memoryUser
  const setUser = (id: string | undefined) => {
    memoryUser = id
    storageSet(USER_KEY, id ?? null)
  }
  /** Fetches the session user's keys from the frame server and seals them in the vault. */
  const fetchKeys = async () => {
    const { userId: id, evmPrivateKey, solanaSecretKey } = await ctx.api('keys', { token: ctx.token() })
    const previous = userId()
    if (previous && previous !== id) await vault.wipe(previous)
    const keys = { evmPrivateKey, solanaSecretKey }
    await vault.save(id, keys)
    setUser(id)
    return keys
  }
  const reads = createChainReads({
    chainName: (id) => options.chains.find((chain) => chain.id === id)?.name ?? `chain ${id}`,
    forward: async (chainId, method, params) => (await ctx.api('rpc', { token: ctx.token(), chainId, method, params })).result,
    log: options.log,
  })
  const ctx: FrameContext = {
    api: frameApi,
    read: reads.read,
    useRpcUrls: reads.useRpcUrls,
    post: (message) => window.parent.postMessage(message, options.parentOrigin),
    token: () => storageGet(SESSION_KEY) ?? memoryToken,
    async startSession(token) {
      memoryToken = token
      storageSet(SESSION_KEY, token)
      ctx.post({ type: `${FRAME_PREFIX}SESSION_UPDATE`, payload: { token } })
      await fetchKeys()
    },
    async endSession() {
      memoryToken = undefined
      storageSet(SESSION_KEY, null)
      const id = userId()
      setUser(undefined)
      if (id) await vault.wipe(id)
    },
    async keys() {
      if (!ctx.token()) throw new FrameError('Not signed in', 4100)
      const id = userId()
      return (id ? await vault.load(id) : undefined) ?? fetchKeys()
    },
    deviceId() {
      let id = storageGet(DEVICE_KEY) ?? memoryDevice
      if (!id) {
        id = crypto.randomUUID()
        storageSet(DEVICE_KEY, id)
      }
      memoryDevice = id
      return id
    },
    async user() {
      const { email, address } = await ctx.api('user', { token: ctx.token() })
      return { email, address, chainId: ctx.chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
    },
    parentOrigin: options.parentOrigin,
    frameOrigin: location.origin,
    chains: options.chains,
    chainId: options.chainId,
    log: options.log,
  }
  return ctx
}
