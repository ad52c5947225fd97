// Social login (with Portico's checks), without React. Popup: the
// popup opens at once on the visitor's click (on the frame origin's /loading page, so no blocker
// stops it), goes to the consent page the frame names, and answers with a window message that is
// heard only from that popup and the frame's exact origin; the frame then turns the result URI into
// a session (CONNECT_SOCIAL) and the AUTH connector connects. Redirect: the whole page goes to the
// consent page and comes back with the result in its URL (finishSocialRedirect).
import { PorticoError, type AuthFrame, type Logger, type SocialProvider, type Storage } from 'portico'
import { redirectConsentUrl } from './social-redirect-url.ts'

/** A provider that logs in through a consent page (Farcaster has its own QR flow). */
export type RedirectProvider = Exclude<SocialProvider, 'farcaster'>

/** The popup is checked for being closed this often. */
export const POPUP_POLL_MS = 1000
export const POPUP_FEATURES = 'popup=yes,width=600,height=800'
export const POPUP_CLOSED = 'Popup closed'

export interface SocialLoginDeps {
  frame: AuthFrame
  storage: Storage
  window: Window
  /** The secure site's origin: the popup's pages and its message come from there. */
  frameOrigin: string
  logger: Logger
  /** Connects the AUTH connector once the frame is signed in (the kernel's connect). */
  connect(): Promise<void>
  pollMs?: number
}

export interface SocialAttempt {
  provider: RedirectProvider
  /** Resolves once connected; rejects with 'Popup closed' when the visitor closed it or cancelled. */
  done: Promise<void>
  /** Closes the popup and gives up (done rejects with 'Popup closed'). */
  cancel(): void
}

/** The user's social login is what the account state shows (the adapter reads it on connect). */
async function signIn(deps: Pick<SocialLoginDeps, 'frame' | 'storage' | 'connect'>, provider: string, resultUri: string): Promise<void> {
  const user = await deps.frame.request('CONNECT_SOCIAL', { uri: resultUri })
  deps.storage.set('socialProvider', provider)
  if (user.userName) deps.storage.set('socialUsername', user.userName)
  else deps.storage.remove('socialUsername')
  await deps.connect()
}

/** Call it in the click handler itself: the popup must open before anything is awaited. */
export function startSocialPopup(deps: SocialLoginDeps, provider: RedirectProvider): SocialAttempt {
  const win = deps.window
  const popup = win.open(`${deps.frameOrigin}/loading`, 'portico-social-login', POPUP_FEATURES)
  let finish!: { resolve(): void; reject(error: Error): void }
  const done = new Promise<void>((resolve, reject) => (finish = { resolve, reject }))
  let settled = false
  let timer: ReturnType<typeof setInterval> | undefined

  const stop = () => {
    win.removeEventListener('message', onMessage)
    clearInterval(timer)
    if (popup && !popup.closed) popup.close()
  }
  const fail = (error: Error) => {
    if (settled) return
    settled = true
    stop()
    // a consent step still in the frame has no one waiting for it
    deps.frame.abort((pending) => pending.name !== 'GET_SOCIAL_REDIRECT_URI' && pending.name !== 'CONNECT_SOCIAL')
    finish.reject(error)
  }

  function onMessage(event: MessageEvent): void {
    const data = event.data as { resultUri?: unknown } | null
    if (typeof data !== 'object' || data === null || !('resultUri' in data)) return
    if (event.origin !== deps.frameOrigin || event.source !== popup || typeof data.resultUri !== 'string') {
      deps.logger.warn('SOCIAL_LOGIN_ERROR: Untrusted Origin', { origin: event.origin })
      return
    }
    if (settled) return
    const resultUri = data.resultUri
    settled = true
    stop()
    signIn(deps, provider, resultUri).then(finish.resolve, finish.reject)
  }

  if (!popup) {
    settled = true
    finish.reject(new PorticoError('POPUP_BLOCKED', 'The sign-in window was blocked; allow pop-ups for this site and try again'))
    return { provider, done, cancel() {} }
  }
  win.addEventListener('message', onMessage)
  const poll = deps.pollMs ?? POPUP_POLL_MS
  timer = setInterval(() => {
    if (!popup.closed) return
    clearInterval(timer)
    // the popup posts its result and closes itself: give that message time to arrive first
    setTimeout(() => fail(new PorticoError('POPUP_CLOSED', POPUP_CLOSED)), poll / 2)
  }, poll)
  deps.frame.request('GET_SOCIAL_REDIRECT_URI', { provider }).then(
    ({ uri }) => {
      if (!settled) popup.location.href = uri
    },
    (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
  )
  return { provider, done, cancel: () => fail(new PorticoError('POPUP_CLOSED', POPUP_CLOSED)) }
}

/** Redirect mode: sends the whole page to the consent page, which brings the visitor back to this URL. */
export async function startSocialRedirect(deps: Pick<SocialLoginDeps, 'frame' | 'storage' | 'window'>, provider: RedirectProvider): Promise<void> {
  const { uri } = await deps.frame.request('GET_SOCIAL_REDIRECT_URI', { provider })
  // read again on return, so the account state names the provider
  deps.storage.set('socialProvider', provider)
  deps.window.location.assign(redirectConsentUrl(uri, deps.window.location.href))
}

/** Back from the consent page with `resultUri`: the frame opens the session and the AUTH connector connects. */
export async function finishSocialRedirect(deps: Pick<SocialLoginDeps, 'frame' | 'storage' | 'connect'>, resultUri: string): Promise<void> {
  const provider = deps.storage.get('socialProvider')
  if (!provider) throw new PorticoError('SOCIAL_LOGIN_ERROR', 'This sign-in did not start here; sign in again')
  await signIn(deps, provider, resultUri)
}
