// A SiwxConfig that keeps sessions in the browser (localStorage by default): for apps with no backend
// of their own, or to try sign-in out. It is a record, not a proof: a server must verify the
// signature itself (portico/server), which `createBackendSiwxConfig` relies on.
import { PorticoError, type Network, type SiwxConfig, type SiwxMessageFormat, type SiwxSession, type StorageBackend } from 'portico'
import { loadMessage } from './load-message.ts'
import { networkNameOf } from './network-name.ts'
import { isSessionOf, isSessionValid } from './session-match.ts'

export interface LocalSiwxConfigOptions {
  /** The message's statement line. */
  statement?: string
  /** How long a session lasts (the message's Expiration Time); default: no expiry. */
  expirationMs?: number
  /** Default: the page's host. */
  domain?: string
  /** Default: the page's URL. */
  uri?: string
  /** Where sessions persist; default the page's localStorage (memory when there is none). */
  storage?: StorageBackend
  /** Default 'portico-siwx-sessions'. */
  storageKey?: string
  /** The visitor must sign in; default false. */
  required?: boolean
  /** Forget the sessions when the wallet disconnects; default true. */
  signOutOnDisconnect?: boolean
  /** The eip155 text: 'eip4361' (default, EIP-4361 exactly) or 'informal' (AppKit's lines naming the network). */
  messageFormat?: SiwxMessageFormat
  /** The app's networks, so an 'informal' message (and a Solana one) names its network. */
  networks?: readonly Network[]
  /** The clock; tests pass their own. */
  now?: () => number
}

function memoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

function defaultStorage(): StorageBackend {
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {
    // a sandboxed frame may refuse localStorage
  }
  return memoryBackend()
}

export function createLocalSiwxConfig(options: LocalSiwxConfigOptions = {}): SiwxConfig {
  const storage = options.storage ?? defaultStorage()
  const key = options.storageKey ?? 'portico-siwx-sessions'
  const now = options.now ?? Date.now
  // The nonces this config handed out and that no session has used yet: a session must carry one.
  const issued = new Set<string>()

  const read = (): SiwxSession[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? (parsed as SiwxSession[]) : []
    } catch {
      return []
    }
  }
  const write = (sessions: SiwxSession[]) => (sessions.length ? storage.setItem(key, JSON.stringify(sessions)) : storage.removeItem(key))

  const config: SiwxConfig = {
    async createMessage(input) {
      const { createSiwxMessage, generateNonce } = await loadMessage()
      const nonce = generateNonce()
      const issuedAt = new Date(now())
      const message = createSiwxMessage(
        {
          ...input,
          domain: options.domain ?? globalThis.location?.host ?? 'localhost',
          uri: options.uri ?? globalThis.location?.href ?? 'http://localhost/',
          version: '1',
          nonce,
          statement: options.statement,
          issuedAt: issuedAt.toISOString(),
          expirationTime: options.expirationMs ? new Date(issuedAt.getTime() + options.expirationMs).toISOString() : undefined,
        },
        { messageFormat: options.messageFormat, networkName: networkNameOf(options.networks, input.chainId) },
      )
      issued.add(nonce)
      return message
    },
    async addSession(session) {
      const { parseSiwxMessage } = await loadMessage()
      const parsed = parseSiwxMessage(session.message)
      if (!issued.delete(parsed.nonce)) throw new PorticoError('SIWX_INVALID_NONCE', 'The message was not created by this sign-in config, or was used already')
      if (parsed.accountAddress.toLowerCase() !== session.data.accountAddress.toLowerCase() || parsed.chainId !== session.data.chainId) {
        throw new PorticoError('SIWX_INVALID_SESSION', 'The session data does not match its message')
      }
      const others = read().filter((s) => !isSessionOf(s, session.data.chainId, session.data.accountAddress))
      write([...others, session])
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !isSessionOf(s, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
    async getSessions(chainId, address) {
      return read().filter((s) => isSessionOf(s, chainId, address) && isSessionValid(s, now()))
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
  return config
}
