// The sandbox dApp's own backend (not a hosted service): what an app built on Portico runs to sign
// visitors in with portico/server. State per API server: a nonce store, the session cookie (its
// secret made at start), the chains a sign-in may be on and their RPCs.
import { randomBytes } from 'node:crypto'
import { createMemoryNonceStore, createSessionCookie, type NonceStore, type SessionCookie } from '../../server/index.ts'
import { SOLANA_CHAINS } from '../../testing/solana-chains.ts'
import type { SandboxChainConfig } from './chain-index.ts'

/** What the cookie carries; the rest (address, chain, fields) is read again from the signed message. */
export type DappSession = { message: string; signature: string; expiresAt: number }

export type DappBackend = {
  nonces: NonceStore
  cookies: SessionCookie<DappSession>
  /** CAIP-2 ids a sign-in may be on: the sandbox anvil chains and the sandbox Solana cluster. */
  chainIds: string[]
  rpc: Record<string, string>
}

/** How long an issued nonce may wait for its signature. */
export const DAPP_NONCE_TTL_MS = 5 * 60_000
/** The longest a sign-in lasts when the message sets no earlier Expiration Time. */
export const DAPP_SESSION_MAX_AGE_S = 24 * 60 * 60
/** How far a visitor's clock may run ahead of the server's (Issued At, Not Before). */
export const DAPP_CLOCK_TOLERANCE_MS = 60_000

export function createDappBackend(chains: readonly SandboxChainConfig[], options: { sessionSecret?: string } = {}): DappBackend {
  return {
    nonces: createMemoryNonceStore({ ttlMs: DAPP_NONCE_TTL_MS }),
    // The sandbox API is plain http on 127.0.0.1: a Secure cookie would never be stored.
    cookies: createSessionCookie<DappSession>({ secret: options.sessionSecret ?? randomBytes(32).toString('base64url'), name: 'portico_dapp_session', secure: false, path: '/dapp' }),
    // A Solana sign-in needs no RPC (ed25519), so the sandbox cluster is allowed whether or not its RPC runs.
    chainIds: [...chains.map((chain) => `eip155:${chain.chainId}`), SOLANA_CHAINS.sandbox],
    rpc: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
  }
}

/** The /dapp/ routes are called with credentials (the session cookie): CORS must say so, for an allowed origin only. */
export function withDappCredentials(pathname: string, cors: Record<string, string>): Record<string, string> {
  if (!pathname.startsWith('/dapp/') || !cors['access-control-allow-origin']) return cors
  return { ...cors, 'access-control-allow-credentials': 'true' }
}
