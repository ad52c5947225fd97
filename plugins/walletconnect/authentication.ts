// One-click sign-in over WalletConnect (an authenticated session): the proposal carries a CAIP-122
// sign-in request (sign-client 2.25's `connect({ authentication })`), and a wallet that supports it
// approves the session and signs the sign-in with one prompt, returning a CACAO. A wallet that does
// not simply approves the session: the dApp then asks for the signature as a separate step.
// Authenticate's rules are checked here, before anything is sent.
import { parseCaipNetworkId } from 'portico'
import { WalletConnectError } from './errors.ts'

/** The sign-in the proposal asks for (EIP-4361 fields; the wallet fills in the account and the times it signs). */
export interface WalletConnectAuthRequest {
  /** CAIP-2 ids, one namespace (eip155). */
  chains: string[]
  domain: string
  /** The URI the sign-in is for (EIP-4361's URI). */
  uri: string
  nonce: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** Authenticate: chains non-empty; uri, domain and nonce required; a single namespace, eip155 only. */
export function checkAuthRequest(request: WalletConnectAuthRequest): WalletConnectAuthRequest {
  const fail = (message: string) => new WalletConnectError('INVALID_AUTH_REQUEST', message)
  if (!Array.isArray(request?.chains) || request.chains.length === 0) throw fail('chains is required and must be a non-empty array')
  if (typeof request.uri !== 'string' || !request.uri) throw fail('uri is required parameter')
  if (typeof request.domain !== 'string' || !request.domain) throw fail('domain is required parameter')
  if (typeof request.nonce !== 'string' || !request.nonce) throw fail('nonce is required parameter')
  const namespaces = new Set(
    request.chains.map((chain) => {
      try {
        return parseCaipNetworkId(chain).namespace
      } catch {
        throw fail(`chains must be CAIP-2 ids (namespace:reference), got ${JSON.stringify(chain)}`)
      }
    }),
  )
  if (namespaces.size > 1) throw fail('Multi-namespace requests are not supported')
  if (!namespaces.has('eip155')) throw fail('Only eip155 namespace is supported for authenticated sessions')
  return request
}
