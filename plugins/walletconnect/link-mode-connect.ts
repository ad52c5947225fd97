// The first connection by link mode: on a phone, a dApp that takes link mode and asks for one-click
// sign-in connects to a wallet whose listing names its link-mode universal link without the relay.
// sign-client's authenticate (wc_sessionAuthenticate) made for that link returns the link carrying
// the request's envelope instead of publishing it; the page opens it in the visitor's tap, the
// wallet answers by opening the dApp's universal link (read by link-mode-answers.ts, possibly in
// another tab, and handed to this one), and the answer settles an authenticated session whose
// later requests go by link mode too.
import { checkAuthRequest, type WalletConnectAuthRequest } from './authentication.ts'
import { toConnectError, WalletConnectError } from './errors.ts'
import { linkModeOn } from './link-mode.ts'
import { envelopeIn } from './link-mode-envelope.ts'
import { EIP155_METHODS } from './namespaces.ts'
import type { LinkModeConnection, WalletConnectCacao } from './session-contract.ts'
import { sessionClient } from './session-client.ts'
import { adopt, type SessionContext } from './session-state.ts'
import type { Session } from './sign-client-types.ts'

/** Whether the first connection can go by link mode here: the dApp takes it and the page is a phone's. */
export const linkModeConnectOn = (context: SessionContext): boolean => linkModeOn(context) && context.options.linkMode!.enabled()

/**
 * Makes the authenticate request for `walletLink` (the wallet's link-mode universal link) and returns
 * the link to open. Rejects, with nothing sent, when link mode does not apply here.
 */
export async function connectByLink(context: SessionContext, walletLink: string, authentication: () => Promise<WalletConnectAuthRequest>): Promise<LinkModeConnection> {
  if (!linkModeConnectOn(context) || !/^https?:\/\//i.test(walletLink)) throw new WalletConnectError('CONNECT_FAILED', 'Link mode does not apply here')
  const c = await sessionClient(context)
  const request = checkAuthRequest(await authentication())
  // sign-client sends by link only to an app the core knows takes link mode
  await c.core.addLinkModeSupportedApp(walletLink)
  // the session's methods travel as the sign-in's ReCap: without them no session settles
  const { uri, response } = await c.authenticate({ ...request, methods: [...EIP155_METHODS] }, walletLink)
  // a link without an envelope would be the relay's pairing URI: sign-client published the request
  if (!envelopeIn(uri)) throw new WalletConnectError('CONNECT_FAILED', 'The request was not made for link mode')
  // another tab may receive the answer: this one claims it
  const release = context.state.handover?.awaiting()
  let rejectCancel: (error: unknown) => void = () => {}
  const cancelled = new Promise<never>((_, reject) => (rejectCancel = reject))
  const approval = Promise.race([response(), cancelled]).then(
    ({ session, auths }: { session?: Session; auths?: WalletConnectCacao[] }) => {
      if (!session) throw new WalletConnectError('CONNECT_FAILED', 'The wallet signed in without approving a session')
      const signed = (auths ?? []).map((cacao) => ({ cacao, message: c.formatAuthMessage({ request: cacao.p as never, iss: cacao.p.iss }) }))
      return { ...adopt(context, session), ...(signed.length ? { authentication: signed } : {}) }
    },
    (error: unknown) => {
      throw error instanceof WalletConnectError ? error : authenticateError(error)
    },
  )
  void approval.finally(() => release?.()).catch(() => {})
  return { url: uri, approval, cancel: () => rejectCancel(new WalletConnectError('CONNECT_FAILED', 'Connection cancelled')) }
}

/** sign-client rejects an answered authenticate with the error's bare message (a string). */
function authenticateError(error: unknown): WalletConnectError {
  if (typeof error !== 'string') return toConnectError(error)
  return /reject/i.test(error) ? toConnectError({ code: 5000, message: error }) : new WalletConnectError('CONNECT_FAILED', error)
}
