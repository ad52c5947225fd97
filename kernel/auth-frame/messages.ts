// The auth frame's postMessage protocol:
// one schema per request and per reply, shared by the page side (kernel/auth-frame/auth-frame.ts)
// and the frame side (sandbox/frame/), so both refuse the same malformed messages.
import * as v from 'valibot'

export const APP_PREFIX = '@w3m-app/'
export const FRAME_PREFIX = '@w3m-frame/'
/** The secure-site SDK protocol version the frame URL carries. */
export const FRAME_PROTOCOL_VERSION = '4'

const ChainId = v.union([v.string(), v.number()])
const Email = v.pipe(v.string(), v.email('Invalid email'))
const Otp = v.object({ otp: v.string() })
/** A message that carries no payload. */
const None = v.undefined()
const AccountTypeName = v.string()
/** Social providers that log in through a redirect URI (Farcaster has its own QR flow). */
export const REDIRECT_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

const SiwxMessageData = v.looseObject({
  accountAddress: v.string(),
  chainId: v.string(),
  domain: v.string(),
  uri: v.string(),
  version: v.string(),
  nonce: v.string(),
  statement: v.optional(v.string()),
  resources: v.optional(v.array(v.string())),
  requestId: v.optional(v.string()),
  issuedAt: v.optional(v.string()),
  expirationTime: v.optional(v.string()),
  notBefore: v.optional(v.string()),
  serializedMessage: v.optional(v.string()),
})

/** A chain's RPC URLs in the order the page tries them: the frame reads the chain over the same ones. */
const RpcUrls = v.pipe(v.array(v.string()), v.maxLength(20))
const RpcContext = {
  chainId: v.optional(ChainId),
  chainNamespace: v.optional(v.picklist(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])),
  rpcUrl: v.optional(v.string()),
  rpcUrls: v.optional(RpcUrls),
}
const Commitment = v.picklist(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
const Hex = v.pipe(v.string(), v.startsWith('0x'))
/** A chain id as EIP-5792 writes it: hex, `0x`-prefixed. */
const HexChainId = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'A chain id is 0x and hex digits'))

/** Methods whose params have a shape of their own; every other method takes an optional list. */
const RPC_SHAPES = {
  solana_signMessage: v.object({ message: v.string(), pubkey: v.string() }),
  solana_signTransaction: v.object({ transaction: v.string() }),
  solana_signAllTransactions: v.object({ transactions: v.array(v.string()) }),
  solana_signAndSendTransaction: v.object({
    transaction: v.string(),
    options: v.optional(
      v.object({
        skipPreflight: v.optional(v.boolean()),
        preflightCommitment: v.optional(Commitment),
        maxRetries: v.optional(v.number()),
        minContextSlot: v.optional(v.number()),
      }),
    ),
  }),
  wallet_sendCalls: v.tuple([
    v.object({
      chainId: v.optional(ChainId),
      from: v.optional(v.string()),
      version: v.optional(v.string()),
      capabilities: v.optional(v.unknown()),
      calls: v.array(v.object({ to: Hex, data: v.optional(Hex), value: v.optional(v.string()) })),
    }),
  ]),
  wallet_getCallsStatus: v.tuple([v.string()]),
  // EIP-5792: the account, then optionally the chains to answer for
  wallet_getCapabilities: v.optional(v.union([v.strictTuple([]), v.strictTuple([v.string()]), v.strictTuple([v.string(), v.array(HexChainId)])])),
  wallet_revokePermissions: v.unknown(),
  wallet_getAssets: v.unknown(),
} as const
const isShaped = (method: string): method is keyof typeof RPC_SHAPES => Object.hasOwn(RPC_SHAPES, method)

export const RpcRequestSchema = v.union([
  ...Object.entries(RPC_SHAPES).map(([method, params]) => v.object({ method: v.literal(method), params, ...RpcContext })),
  v.object({
    method: v.pipe(
      v.string(),
      v.minLength(1, 'An RPC method is required'),
      v.check((method) => !isShaped(method), 'Invalid params for this method'),
    ),
    params: v.optional(v.array(v.unknown())),
    ...RpcContext,
  }),
])
export type RpcRequest = { method: string; params?: unknown } & { chainId?: string | number; chainNamespace?: string; rpcUrl?: string; rpcUrls?: string[] }

/** The payload of each `@w3m-app/<NAME>` request. */
export const REQUEST_PAYLOADS = {
  SWITCH_NETWORK: v.object({ chainId: ChainId, rpcUrl: v.optional(v.string()), rpcUrls: v.optional(RpcUrls) }),
  CONNECT_EMAIL: v.object({ email: Email }),
  CONNECT_DEVICE: None,
  CONNECT_OTP: Otp,
  CONNECT_SOCIAL: v.object({
    uri: v.string(),
    preferredAccountType: v.optional(AccountTypeName),
    chainId: v.optional(ChainId),
    siwxMessage: v.optional(SiwxMessageData),
    rpcUrl: v.optional(v.string()),
  }),
  GET_SOCIAL_REDIRECT_URI: v.object({ provider: v.picklist(REDIRECT_PROVIDERS) }),
  GET_FARCASTER_URI: None,
  CONNECT_FARCASTER: None,
  GET_USER: v.optional(
    v.object({
      chainId: v.optional(ChainId),
      preferredAccountType: v.optional(AccountTypeName),
      socialUri: v.optional(v.string()),
      siwxMessage: v.optional(SiwxMessageData),
      rpcUrl: v.optional(v.string()),
    }),
  ),
  SIGN_OUT: None,
  IS_CONNECTED: v.optional(v.object({ token: v.optional(v.string()) })),
  GET_CHAIN_ID: None,
  RPC_REQUEST: RpcRequestSchema,
  RPC_ABORT: None,
  UPDATE_EMAIL: v.object({ email: Email }),
  UPDATE_EMAIL_PRIMARY_OTP: Otp,
  UPDATE_EMAIL_SECONDARY_OTP: Otp,
  SYNC_THEME: v.object({
    themeMode: v.optional(v.picklist(['light', 'dark'])),
    themeVariables: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
    w3mThemeVariables: v.optional(v.record(v.string(), v.string())),
  }),
  SYNC_DAPP_DATA: v.object({
    metadata: v.optional(v.object({ name: v.string(), description: v.string(), url: v.string(), icons: v.array(v.string()) })),
    sdkVersion: v.optional(v.string()),
    sdkType: v.optional(v.picklist(['w3m', 'appkit'])),
    projectId: v.string(),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: None,
  INIT_SMART_ACCOUNT: None,
  SET_PREFERRED_ACCOUNT: v.object({ type: AccountTypeName }),
  RELOAD: None,
} as const

const Account = v.object({ address: v.string(), type: v.string() })
const userFields = {
  email: v.nullish(Email),
  address: v.pipe(v.string(), v.minLength(1, 'An address is required')),
  chainId: ChainId,
  accounts: v.optional(v.array(Account)),
  preferredAccountType: v.optional(v.string()),
  signature: v.optional(v.string()),
  message: v.optional(v.string()),
  siwxMessage: v.optional(SiwxMessageData),
}
export const UserSchema = v.object({ ...userFields, smartAccountDeployed: v.optional(v.boolean()) })
export type FrameUser = v.InferOutput<typeof UserSchema>

/** The payload of each `@w3m-frame/<NAME>_SUCCESS` reply. */
export const RESPONSE_PAYLOADS = {
  SWITCH_NETWORK: v.object({ chainId: ChainId }),
  CONNECT_EMAIL: v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: None,
  CONNECT_OTP: None,
  CONNECT_SOCIAL: v.object({ ...userFields, userName: v.nullish(v.string()) }),
  GET_SOCIAL_REDIRECT_URI: v.object({ uri: v.string() }),
  GET_FARCASTER_URI: v.object({ url: v.string() }),
  CONNECT_FARCASTER: v.object({ userName: v.string() }),
  GET_USER: UserSchema,
  SIGN_OUT: None,
  IS_CONNECTED: v.object({ isConnected: v.boolean() }),
  GET_CHAIN_ID: v.object({ chainId: ChainId }),
  // Any JSON: a signature, a hash, a block...
  RPC_REQUEST: v.unknown(),
  RPC_ABORT: None,
  UPDATE_EMAIL: v.object({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: None,
  UPDATE_EMAIL_SECONDARY_OTP: v.object({ newEmail: Email }),
  SYNC_THEME: None,
  SYNC_DAPP_DATA: None,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.object({ smartAccountEnabledNetworks: v.array(v.number()) }),
  INIT_SMART_ACCOUNT: v.object({ address: v.string(), isDeployed: v.boolean() }),
  SET_PREFERRED_ACCOUNT: v.object({ type: v.string(), address: v.string() }),
  RELOAD: None,
} as const satisfies Record<keyof typeof REQUEST_PAYLOADS, v.GenericSchema>

export type RequestName = keyof typeof REQUEST_PAYLOADS
export type RequestPayload<N extends RequestName> = v.InferInput<(typeof REQUEST_PAYLOADS)[N]>
export type ResponsePayload<N extends RequestName> = v.InferOutput<(typeof RESPONSE_PAYLOADS)[N]>

export const REQUEST_NAMES = Object.keys(REQUEST_PAYLOADS) as RequestName[]
const isRequestName = (name: string): name is RequestName => Object.hasOwn(REQUEST_PAYLOADS, name)

const Envelope = v.object({
  id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
  type: v.string(),
  payload: v.optional(v.unknown()),
})
const ErrorPayload = v.object({ message: v.string() })
const ReadyPayload = v.optional(v.object({ version: v.optional(v.string()) }))
const SessionPayload = v.object({ token: v.pipe(v.string(), v.minLength(1)) })

/** A page → frame message, as the frame receives it once valid. */
export type AppEvent = { [N in RequestName]: { id: string; name: N; payload: v.InferOutput<(typeof REQUEST_PAYLOADS)[N]> } }[RequestName]

/** A frame → page message, as the page receives it once valid. */
export type FrameEvent =
  | { kind: 'ready'; version?: string }
  | { kind: 'session'; token: string }
  /** The frame refused the page's origin: it will never be READY. */
  | { kind: 'unverified-domain' }
  | { [N in RequestName]: { kind: 'success'; id: string; name: N; payload: ResponsePayload<N> } }[RequestName]
  | { kind: 'error'; id: string; name: RequestName; message: string }

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const issuesText = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => (issue.path?.length ? `${issue.path.map((p) => String(p.key)).join('.')}: ${issue.message}` : issue.message)).join('; ')

/** Checks a request's payload before it is sent (or when the frame receives it). */
export function checkRequestPayload<N extends RequestName>(name: N, payload: unknown): Parsed<v.InferOutput<(typeof REQUEST_PAYLOADS)[N]>> {
  const result = v.safeParse(REQUEST_PAYLOADS[name], payload)
  return result.success ? { ok: true, value: result.output } : { ok: false, error: `Invalid ${name} payload: ${issuesText(result.issues)}` }
}

/** The frame side's reading of a page message: a known `@w3m-app/` type with an id and a valid payload, or why not. */
export function parseAppEvent(data: unknown): Parsed<AppEvent> {
  const envelope = v.safeParse(Envelope, data)
  if (!envelope.success) return { ok: false, error: `Invalid message: ${issuesText(envelope.issues)}` }
  const { id, type, payload } = envelope.output
  if (!type.startsWith(APP_PREFIX)) return { ok: false, error: `Not an app message: ${type}` }
  const name = type.slice(APP_PREFIX.length)
  if (!isRequestName(name)) return { ok: false, error: `Unknown message type: ${type}` }
  if (!id) return { ok: false, error: `A request id is required: ${type}` }
  const checked = checkRequestPayload(name, payload)
  return checked.ok ? { ok: true, value: { id, name, payload: checked.value } as AppEvent } : checked
}

/** The page side's reading of a frame message: READY, UNVERIFIED_DOMAIN, SESSION_UPDATE, or a reply `<NAME>_SUCCESS` / `<NAME>_ERROR` with its id. */
export function parseFrameEvent(data: unknown): Parsed<FrameEvent> {
  const envelope = v.safeParse(Envelope, data)
  if (!envelope.success) return { ok: false, error: `Invalid message: ${issuesText(envelope.issues)}` }
  const { id, type, payload } = envelope.output
  if (!type.startsWith(FRAME_PREFIX)) return { ok: false, error: `Not a frame message: ${type}` }
  const rest = type.slice(FRAME_PREFIX.length)
  if (rest === 'READY') {
    const ready = v.safeParse(ReadyPayload, payload)
    return ready.success ? { ok: true, value: { kind: 'ready', version: ready.output?.version } } : { ok: false, error: `Invalid READY payload: ${issuesText(ready.issues)}` }
  }
  if (rest === 'UNVERIFIED_DOMAIN') return { ok: true, value: { kind: 'unverified-domain' } }
  if (rest === 'SESSION_UPDATE') {
    const session = v.safeParse(SessionPayload, payload)
    return session.success ? { ok: true, value: { kind: 'session', token: session.output.token } } : { ok: false, error: `Invalid SESSION_UPDATE payload: ${issuesText(session.issues)}` }
  }
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  if (!match || !isRequestName(match[1]!)) return { ok: false, error: `Unknown message type: ${type}` }
  const name = match[1] as RequestName
  if (!id) return { ok: false, error: `A reply needs the request's id: ${type}` }
  if (match[2] === 'ERROR') {
    const error = v.safeParse(ErrorPayload, payload)
    return { ok: true, value: { kind: 'error', id, name, message: error.success ? error.output.message : 'An error occurred' } }
  }
  const result = v.safeParse(RESPONSE_PAYLOADS[name], payload)
  if (!result.success) return { ok: false, error: `Invalid ${name}_SUCCESS payload: ${issuesText(result.issues)}` }
  return { ok: true, value: { kind: 'success', id, name, payload: result.output } as FrameEvent }
}

/** `@w3m-app/<NAME>` */
export const appType = (name: RequestName) => `${APP_PREFIX}${name}`
/** `@w3m-frame/<NAME>_SUCCESS` / `_ERROR` */
export const replyType = (name: RequestName, outcome: 'SUCCESS' | 'ERROR') => `${FRAME_PREFIX}${name}_${outcome}`
