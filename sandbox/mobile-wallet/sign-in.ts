// The Sandbox Mobile Wallet's one-click sign-in (WalletConnect's authenticated sessions): a dApp
// asks the wallet to sign a CAIP-122 sign-in with the same approval that connects it, either in
// its session proposal (`requests.authentication`, sign-client 2.25's connect({ authentication }),
// what Portico sends) or as a wc_sessionAuthenticate request (sign-client's deprecated
// authenticate(), the `session_authenticate` event). Here: which sign-in the wallet can give (one
// eip155 chain it has, the first the dApp asked for), its text (WalletConnect's own formatter) and
// the CACAO (CAIP-74) the wallet returns. No DOM: main.ts shows the text and asks.
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, formatMessage } from '@walletconnect/utils'
import type { Hex } from 'viem'

/** An authenticated session is for eip155 accounts only. */
export const ONLY_EIP155 = 'Only eip155 namespace is supported for authenticated sessions'

/** `?authenticate=off`: the wallet does not support authenticated sessions (as many wallets do not). */
export const AUTHENTICATE_PARAM = 'authenticate'

/** Whether the page's query leaves one-click sign-in on (the default). */
export function authenticationEnabled(search: string): boolean {
  return new URLSearchParams(search).get(AUTHENTICATE_PARAM) !== 'off'
}

/** The sign-in a dApp asks for: a proposal's `requests.authentication[0]` or a session_authenticate payload. */
export type SignInRequest = AuthTypes.AuthenticateParams | AuthTypes.PayloadParams

export interface SignInSigner {
  address: Hex
  signMessage(parameters: { message: string }): Promise<Hex>
}

/** What the wallet would sign: shown to the person before they approve. */
export interface PreparedSignIn {
  /** CAIP-2 chain the sign-in is for. */
  chain: string
  /** `did:pkh:<chain>:<address>` */
  iss: string
  /** The EIP-4361 text the wallet signs. */
  message: string
  /** personal_sign of the text → the CACAO. */
  sign(): Promise<AuthTypes.Cacao>
}

/** The one-click sign-in request a proposal carries, if any. */
export function proposalSignInRequest(proposal: { requests?: { authentication?: AuthTypes.AuthenticateParams[] } }): AuthTypes.AuthenticateParams | undefined {
  return proposal.requests?.authentication?.[0]
}

/**
 * The sign-in this wallet gives for `request` with `signer` on one of `walletChains` (CAIP-2 ids):
 * the first chain of the request the wallet has. Throws (nothing signed) when the request asks for
 * another namespace than eip155 or for no chain the wallet has.
 */
export function prepareSignIn(request: SignInRequest, signer: SignInSigner, walletChains: readonly string[]): PreparedSignIn {
  const chains = Array.isArray(request.chains) ? request.chains : []
  if (chains.length === 0) throw new Error('The sign-in request names no chain')
  if (chains.some((chain) => !chain.startsWith('eip155:'))) throw new Error(ONLY_EIP155)
  const chain = chains.find((c) => walletChains.includes(c))
  if (!chain) throw new Error(`None of the chains the sign-in asks for (${chains.join(', ')}) is a chain of this wallet (${walletChains.join(', ')})`)
  const iss = `did:pkh:${chain}:${signer.address}`
  const payload = { ...request, chains: [chain] } as AuthTypes.PayloadParams
  const message = formatMessage(payload, iss)
  return {
    chain,
    iss,
    message,
    sign: async () => buildAuthObject(payload, { t: 'eip191', s: await signer.signMessage({ message }) }, iss),
  }
}
