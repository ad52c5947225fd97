// The sandbox dApp backend's sign-in routes (the contract plugins/siwx's createBackendSiwxConfig
// calls), built on portico/server:
//   GET  /dapp/siwx/nonce    → { nonce }
//   POST /dapp/siwx/verify   { message, signature } or { cacao } (WalletConnect one-click sign-in) → { session } + the session cookie; 400/401 { error: { code, message } }
//   GET  /dapp/siwx/session  → { sessions: [{ data, message, signature }] } (empty without a valid cookie)
//   POST /dapp/siwx/signout  → 204, cookie cleared
//   GET  /dapp/protected     → { address, chainId, greeting } with a valid cookie, else 401 UNAUTHENTICATED
import type { IncomingMessage } from 'node:http'
import { parseSiwxMessage, SiwxVerificationError, verifyCacao, verifySiwx, type Cacao, type SiwxVerificationCode } from '../../../server/index.ts'
import { DAPP_CLOCK_TOLERANCE_MS, DAPP_SESSION_MAX_AGE_S, type DappSession } from '../dapp-backend.ts'
import { isObject, json, type Reply } from '../http.ts'
import { originAllowed } from '../projects.ts'
import type { ApiRoute, ApiState } from '../state.ts'

const error = (status: number, code: string, message: string, headers: Record<string, string> = {}): Reply => json({ error: { code, message } }, status, headers)

/** Failures of the request itself are 400; a sign-in that is refused is 401; a chain that could not be asked is 502; a nonce store that could not answer is 503. */
const STATUS: Partial<Record<SiwxVerificationCode, number>> = {
  INVALID_MESSAGE: 400,
  CHAIN_NOT_ALLOWED: 400,
  UNSUPPORTED_NAMESPACE: 400,
  NO_RPC: 400,
  RPC_ERROR: 502,
  NONCE_STORE_UNAVAILABLE: 503,
}

const project = { from: 'if-present' } as const

async function readSession(state: ApiState, request: IncomingMessage): Promise<DappSession | null> {
  return state.dapp.cookies.read(request.headers.cookie)
}

const sessionView = (session: DappSession) => ({ data: parseSiwxMessage(session.message), message: session.message, signature: session.signature })

export const dappSiwxRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/dapp/siwx/nonce',
    project,
    handle: async ({ state }) => json({ nonce: await state.dapp.nonces.issue() }, 200, { 'cache-control': 'no-store' }),
  },
  {
    method: 'POST',
    path: '/dapp/siwx/verify',
    project,
    async handle({ request, body, state }) {
      const origin = request.headers.origin
      if (!origin) return error(400, 'MISSING_ORIGIN', 'An Origin header is required: the message must be for the page that sends it')
      if (!state.projects.some((p) => originAllowed(origin, p.allowedOrigins))) return error(403, 'ORIGIN_NOT_ALLOWED', `Origin ${origin} is not allowed by this sandbox API`)
      const input = await body()
      const cacao = isObject(input) && isObject(input.cacao) ? (input.cacao as unknown as Cacao) : undefined
      if (!isObject(input) || (!cacao && (typeof input.message !== 'string' || typeof input.signature !== 'string')))
        return error(400, 'INVALID_REQUEST', 'Expected a JSON body { "message": string, "signature": string } or { "cacao": object }')
      try {
        const expected = { domain: new URL(origin).host, nonce: state.dapp.nonces, chainIds: state.dapp.chainIds, clockToleranceMs: DAPP_CLOCK_TOLERANCE_MS }
        // A CACAO is checked on its own payload: the text is rebuilt from it, the signature is its own.
        const signed = cacao ? await verifyCacao({ cacao, expected, rpc: state.dapp.rpc }) : undefined
        const verified = signed ?? (await verifySiwx({ message: input.message as string, signature: input.signature as string, expected, rpc: state.dapp.rpc }))
        const message = signed ? signed.message : (input.message as string)
        const signature = cacao ? cacao.s.s : (input.signature as string)
        const now = Date.now()
        const until = Math.min(now + DAPP_SESSION_MAX_AGE_S * 1000, verified.data.expirationTime ? Date.parse(verified.data.expirationTime) : Infinity)
        const session: DappSession = { message, signature, expiresAt: until }
        const cookie = await state.dapp.cookies.serialize(session, { maxAge: Math.max(1, Math.floor((until - now) / 1000)) })
        return json(
          { session: { address: verified.address, chainId: verified.chainId, message, signature, data: verified.data, expiresAt: new Date(until).toISOString() } },
          200,
          { 'set-cookie': cookie, 'cache-control': 'no-store' },
        )
      } catch (cause) {
        if (cause instanceof SiwxVerificationError) return error(STATUS[cause.code] ?? 401, cause.code, cause.message)
        if (cause instanceof RangeError) return error(400, 'SESSION_TOO_LARGE', cause.message) // a signature too long for a cookie
        throw cause
      }
    },
  },
  {
    method: 'GET',
    path: '/dapp/siwx/session',
    project,
    async handle({ request, state }) {
      const session = await readSession(state, request)
      return json({ sessions: session ? [sessionView(session)] : [] }, 200, { 'cache-control': 'no-store' })
    },
  },
  {
    method: 'POST',
    path: '/dapp/siwx/signout',
    project,
    handle: ({ state }) => ({ status: 204, headers: { 'set-cookie': state.dapp.cookies.clear() } }),
  },
  {
    method: 'GET',
    path: '/dapp/protected',
    project,
    async handle({ request, state }) {
      const session = await readSession(state, request)
      if (!session) return error(401, 'UNAUTHENTICATED', 'Sign in first')
      const { accountAddress, chainId } = parseSiwxMessage(session.message)
      return json({ address: accountAddress, chainId, greeting: `Hello, ${accountAddress}` }, 200, { 'cache-control': 'no-store' })
    },
  },
]
