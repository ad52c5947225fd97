// What the embedded wallet's social logins do when a modal's kernel starts: remember the popup or
// redirect choice, apply the Farcaster back rule, and finish a login the page came back from
// (redirect mode): the result leaves the address bar at once, the modal shows the login finishing.
import { PorticoError, TOKENS, type PluginContext } from 'portico'
import { clearFarcasterLogin } from './farcaster-login.ts'
import { socialAttempt, trackSocialAttempt } from './social-attempts.ts'
import { finishSocialRedirect, type RedirectProvider } from './social-login.ts'
import { setSocialLoginMode, type SocialLoginMode } from './social-mode.ts'
import { takeSocialResult } from './social-redirect-url.ts'
import { EMAIL_CONNECTOR_ID } from './adapter.ts'
import { loginNamespace } from './login-namespace.ts'

export function startSocialLogin(context: PluginContext, mode: SocialLoginMode): () => void {
  const frame = context.get(TOKENS.authFrame)
  const storage = context.get(TOKENS.storage)
  setSocialLoginMode(frame, mode)
  const connect = async () => void (await context.get(TOKENS.connection).connect(EMAIL_CONNECTOR_ID, { namespace: loginNamespace(context.options.networks) }))

  // going back from Farcaster while not connected clears its URL and reloads the frame
  const stopBackRule = context.get(TOKENS.router).onLeaveBack('ConnectingFarcaster', () => {
    if (context.get(TOKENS.connection).account('eip155').status === 'connected') return
    clearFarcasterLogin(frame)
    frame.reload()
  })
  // leaving ConnectingSocial by Back, or closing the modal, gives the login up (its popup closes)
  const stopLeave = context.get(TOKENS.router).onLeaveBack('ConnectingSocial', () => socialAttempt(frame)?.cancel())
  const closed = context.get(TOKENS.modal).closed$.subscribe(() => socialAttempt(frame)?.cancel())

  const win = context.window
  const back = win ? takeSocialResult(win.location.href) : undefined
  if (win && back) {
    // the result URI is one-time: it must not stay in the address bar, the history or a shared link
    win.history.replaceState(win.history.state, '', back.cleanUrl)
    const provider = (storage.get('socialProvider') ?? 'google') as RedirectProvider
    let cancelled = false
    const done = finishSocialRedirect({ frame, storage, connect: () => (cancelled ? Promise.reject(new PorticoError('POPUP_CLOSED', 'Cancelled')) : connect()) }, back.resultUri)
    trackSocialAttempt(frame, {
      provider,
      done,
      cancel() {
        cancelled = true
        frame.abort((pending) => pending.name !== 'CONNECT_SOCIAL')
      },
    }, context.get(TOKENS.analytics), { resumed: true })
    done.catch((error: unknown) => context.get(TOKENS.logger).warn('Social login: the redirect did not finish', error))
    context.get(TOKENS.modal).open({ view: 'ConnectingSocial', data: { provider } })
  }
  return () => {
    stopBackRule()
    stopLeave()
    closed.unsubscribe()
  }
}
