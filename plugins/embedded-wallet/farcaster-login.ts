// Farcaster login: GET_FARCASTER_URI gives the approval URL the QR shows, then
// CONNECT_FARCASTER waits until it is approved; the AUTH connector then connects. One login per
// frame: a view mounted twice (React StrictMode) shows the same URL. Leaving the view unconnected
// clears it and reloads the frame (embedded-wallet-start.ts), so a later visit starts afresh.
import type { AuthFrame, Storage } from 'portico'

export interface FarcasterLogin {
  /** The approval page's URL, for the QR and the link. */
  url: Promise<string>
  /** Resolves once connected. */
  done: Promise<void>
}

export interface FarcasterLoginDeps {
  frame: AuthFrame
  storage: Storage
  /** Connects the AUTH connector once the frame is signed in (the kernel's connect). */
  connect(): Promise<void>
}

const logins = new WeakMap<AuthFrame, FarcasterLogin>()

/** The login in progress on this frame, or a new one. */
export function farcasterLogin(deps: FarcasterLoginDeps): FarcasterLogin {
  const { frame, storage } = deps
  const running = logins.get(frame)
  if (running) return running
  const url = frame.request('GET_FARCASTER_URI').then(({ url: approval }) => approval)
  const done = url
    .then(() => frame.request('CONNECT_FARCASTER'))
    .then(({ userName }) => {
      storage.set('socialProvider', 'farcaster')
      storage.set('socialUsername', userName)
      return deps.connect()
    })
  const login = { url, done }
  logins.set(frame, login)
  // a finished or failed login is not reused: the next visit asks for a new URL
  done.then(
    () => clearFarcasterLogin(frame, login),
    () => clearFarcasterLogin(frame, login),
  )
  return login
}

/** Forgets the Farcaster URL (only `login`'s, when given). */
export function clearFarcasterLogin(frame: AuthFrame, login?: FarcasterLogin): void {
  if (!login || logins.get(frame) === login) logins.delete(frame)
}
