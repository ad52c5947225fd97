// One-click sign-in on the dApp side: with sign-in configured (the siwx plugin binds its config to
// TOKENS.siwxConfig), a WalletConnect pairing asks for an authenticated session. The sign-in request
// is made from the config's own message (its domain, URI, nonce, statement and times), so the
// backend checks the wallet's CACAO against the nonce it issued. A wallet that answers it signs in
// with its approval: the session is handed to the config (a backend verifies the CACAO) before the
// connect resolves, so the sign-in step finds it and does not ask again. A wallet that does not
// answer it, or a session the config refuses, leaves the usual SIWXSignMessage step to follow.
import { SIGN_IN_TEMPLATE_ADDRESS, type Logger, type Network, type SiwxConfig, type SiwxSession } from 'portico'
import type { WalletConnectAuthRequest } from './authentication.ts'
import type { WalletConnectAccountState } from './session.ts'


/**
 * The sign-in request for the proposal, or undefined when sign-in is off or no eip155 network is
 * composed. `connecting`: the network the connect is for; when it is an eip155 one its chain comes
 * first (a wallet signs on the first requested chain it has, so the sign-in is for the chain the
 * dApp will be on and the sign-in step finds it).
 */
export function oneClickRequest(config: SiwxConfig | undefined, networks: readonly Network[], connecting?: Network): (() => Promise<WalletConnectAuthRequest>) | undefined {
  const composed = networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.caipNetworkId)
  const first = connecting?.chainNamespace === 'eip155' && composed.includes(connecting.caipNetworkId) ? [connecting.caipNetworkId] : []
  const chains = [...first, ...composed.filter((chain) => !first.includes(chain))]
  if (!config || chains.length === 0) return undefined
  return async () => {
    // the address is only a template: the request carries no account; the wallet fills in its own (the CACAO's iss)
    const message = await config.createMessage({ accountAddress: SIGN_IN_TEMPLATE_ADDRESS, chainId: chains[0]! })
    return {
      chains,
      domain: message.domain,
      uri: message.uri,
      nonce: message.nonce,
      ...(message.statement ? { statement: message.statement } : {}),
      ...(message.expirationTime ? { exp: message.expirationTime } : {}),
      ...(message.notBefore ? { nbf: message.notBefore } : {}),
      ...(message.requestId ? { requestId: message.requestId } : {}),
      ...(message.resources?.length ? { resources: message.resources } : {}),
    }
  }
}

/** Hands the wallet's signed sign-in to the config; false when there is none or the config refuses it. */
export async function adoptOneClickSignIn(config: SiwxConfig | undefined, state: WalletConnectAccountState, logger: Pick<Logger, 'warn'>): Promise<boolean> {
  const signed = state.authentication?.[0]
  if (!config || !signed) return false
  try {
    const { parseSiwxMessage } = await import('../../kernel/siwx/message.ts')
    const session: SiwxSession = { data: parseSiwxMessage(signed.message), message: signed.message, signature: signed.cacao.s.s, cacao: signed.cacao }
    await config.addSession(session)
    return true
  } catch (error) {
    // The sign-in step follows and asks for a signature the usual way.
    logger.warn('WalletConnect one-click sign-in was not accepted; asking to sign in separately', error)
    return false
  }
}
