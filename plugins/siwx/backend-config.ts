// A SiwxConfig for an app with its own backend (the sandbox dApp backend's contract):
//   GET  {baseUrl}/dapp/siwx/nonce    → { nonce }
//   POST {baseUrl}/dapp/siwx/verify   { message, signature } → { session } + an HTTP-only cookie, or { error }
//   GET  {baseUrl}/dapp/siwx/session  → { sessions: [{ data, message, signature }] }
//   POST {baseUrl}/dapp/siwx/signout  → 204
// Every call sends the cookie (credentials: 'include'); the backend verifies with portico/server.
import { PorticoError, type Network, type SiwxConfig, type SiwxMessageFormat, type SiwxSession } from 'portico'
import { loadMessage } from './load-message.ts'
import { networkNameOf } from './network-name.ts'
import { isSessionOf } from './session-match.ts'

export interface BackendSiwxConfigOptions {
  /** The backend's origin (and path prefix, if any), e.g. 'https://api.example.com'. */
  baseUrl: string
  /** The visitor must sign in; default false. */
  required?: boolean
  statement?: string
  /** How long the signed message is valid (its Expiration Time); default: the backend decides. */
  expirationMs?: number
  /** Default: the page's host (what the backend checks the message against). */
  domain?: string
  /** Default: the page's origin. */
  uri?: string
  /** Sign out on the backend when the wallet disconnects; default true. */
  signOutOnDisconnect?: boolean
  /**
   * The eip155 text: 'eip4361' (default) is EIP-4361 exactly ("…with your Ethereum account:",
   * `Chain ID: 1`), what siwe / viem backends verify; 'informal' is AppKit's lines, naming the
   * network (`networks`) and printing the CAIP-2 Chain ID. Solana always gets CAIP-122's lines.
   */
  messageFormat?: SiwxMessageFormat
  /** The app's networks, so an 'informal' message (and a Solana one) names its network. */
  networks?: readonly Network[]
  /** Default: the global fetch. */
  fetch?: typeof fetch
}

interface ErrorBody {
  error?: { code?: string; message?: string }
}

export function createBackendSiwxConfig(options: BackendSiwxConfigOptions): SiwxConfig {
  if (typeof options?.baseUrl !== 'string' || !/^https?:\/\/\S+$/.test(options.baseUrl)) {
    throw new PorticoError('INVALID_OPTION', `Invalid option "baseUrl": expected an http(s) URL, got ${JSON.stringify(options?.baseUrl)}`)
  }
  const base = options.baseUrl.replace(/\/+$/, '')

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
    const doFetch = options.fetch ?? globalThis.fetch
    const response = await doFetch(`${base}/dapp/siwx/${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    if (!response.ok) {
      const error = (parsed as ErrorBody | undefined)?.error
      throw new PorticoError(error?.code ?? 'SIWX_BACKEND_ERROR', error?.message ?? `HTTP status code: ${response.status}`)
    }
    return parsed as T | undefined
  }

  const signOut = async () => {
    await call('POST', 'signout')
  }

  const config: SiwxConfig = {
    async createMessage(input) {
      const [{ createSiwxMessage }, answer] = await Promise.all([loadMessage(), call<{ nonce?: unknown }>('GET', 'nonce')])
      if (typeof answer?.nonce !== 'string' || !answer.nonce) {
        throw new PorticoError('SIWX_BACKEND_ERROR', `The sign-in backend gave no nonce (GET ${base}/dapp/siwx/nonce)`)
      }
      const issuedAt = new Date()
      return createSiwxMessage(
        {
          ...input,
          domain: options.domain ?? globalThis.location?.host ?? 'localhost',
          uri: options.uri ?? globalThis.location?.origin ?? 'http://localhost',
          version: '1',
          nonce: answer.nonce,
          statement: options.statement,
          issuedAt: issuedAt.toISOString(),
          expirationTime: options.expirationMs ? new Date(issuedAt.getTime() + options.expirationMs).toISOString() : undefined,
        },
        { messageFormat: options.messageFormat, networkName: networkNameOf(options.networks, input.chainId) },
      )
    },
    async addSession(session) {
      // A WalletConnect one-click sign-in sends its CACAO: the backend checks it on its own payload.
      await call('POST', 'verify', session.cacao ? { cacao: session.cacao } : { message: session.message, signature: session.signature })
    },
    async revokeSession() {
      // The backend holds one session per visitor (its cookie): signing out ends it.
      await signOut()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) return signOut()
      for (const session of sessions) await config.addSession(session)
    },
    async getSessions(chainId, address) {
      const answer = await call<{ sessions?: SiwxSession[] }>('GET', 'session')
      return (answer?.sessions ?? []).filter((s) => s?.data && isSessionOf(s, chainId, address))
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
  return config
}
