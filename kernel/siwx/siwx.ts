// The sign-in-with-X contract, shaped as AppKit's SIWXConfig so
// an AppKit app's config moves over unchanged. The message text and its parser live in message.ts;
// the plugin (plugins/siwx) drives the flow; portico/server verifies what was signed.
import type { CaipNetworkId } from '../caip/caip.ts'

/** What the modal knows when it asks for a message: who signs, on which chain. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  /** ISO 8601. */
  notBefore?: string
}

/** The SIWX message fields (CAIP-122). Times are ISO 8601 strings. */
export interface SiwxMessageData extends SiwxMessageInput {
  domain: string
  /** EIP-4361's optional scheme before the domain on line 1 (`https://example.com wants you…`). */
  scheme?: string
  uri: string
  version: '1'
  nonce: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  requestId?: string
  resources?: string[]
}

/** A message ready to sign: its data, and its CAIP-122 text from toString(). */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/** What a completed sign-in leaves. `cacao` only for WalletConnect one-click auth. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

/** AppKit's SIWXConfig: where messages come from and where sessions live. */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** true: the visitor must sign in; the modal cannot be closed until they do, and cancel disconnects. */
  getRequired?(): boolean
  /** Revoke the sessions when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}
