// Social and Farcaster login on the sandbox frame's origin: the pages a person uses (a
// consent page per provider at /social/<provider>, a Farcaster approval page at /farcaster/<channel>,
// the popup's /loading page) and the API actions the frame page calls (SOCIAL_API). A consent state,
// a result URI and a Farcaster channel are each one-time, short-lived and bound to the dApp origin
// the frame checked: the result goes back to that origin only (postMessage target, redirect URL).
//
// For tests, one admin route on this origin (refused to any browser page, and to anything not on
// loopback): POST /__admin/usernames {userId, userName} makes the next sessions of that user id
// answer with that username, any text (hostile input: the username a provider could send);
// DELETE /__admin/usernames forgets them all. The user's keys stay those of its user id.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type * as v from 'valibot'
import { REDIRECT_PROVIDERS } from '../../kernel/auth-frame/messages.ts'
import { SOCIAL_RESULT_PARAM } from '../../plugins/embedded-wallet/social-redirect-url.ts'
import { isLoopbackAddress } from '../server/admin.ts'
import type { SOCIAL_API, SocialApiAnswers, SocialSession } from './social-api.ts'

export type SocialProviderId = (typeof REDIRECT_PROVIDERS)[number]

export const PROVIDER_NAMES: Readonly<Record<SocialProviderId, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** A consent page or a Farcaster channel is good for this long (a person types a name). */
export const CONSENT_LIFETIME_MS = 10 * 60_000
/** A result URI must be redeemed this soon after the consent page gave it. */
export const RESULT_LIFETIME_MS = 60_000

/** A username as the sandbox accepts it: what most providers allow, nothing that needs escaping. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{0,38}$/i
/** A user id as openSession makes it: `<provider>:<username lowercased>`. */
const USER_ID = /^[a-z]+:[a-z0-9][a-z0-9._-]{0,38}$/
/** The longest username POST /__admin/usernames sets. */
const MAX_SHOWN_USERNAME = 512

export type SocialLoginDeps = {
  /** The frame's origin (known once its server listens). */
  frameUrl: () => string
  /** Opens a session for a user id (`google:alice`, `farcaster:bob`); its token. */
  createSession(userId: string, profile: { userName: string; provider: string }): string
  /** Runs once a session is opened for a user (e.g. funding the new account on anvil). */
  onSignIn?(userId: string): Promise<void>
  /** Builds the error the frame's API answers with (a 4xx with this message). */
  fail(status: number, message: string): Error
  now?: () => number
}

type Handlers = { [A in keyof typeof SOCIAL_API]: (body: v.InferOutput<(typeof SOCIAL_API)[A]>) => Promise<SocialApiAnswers[A]> }

export type SocialLogin = {
  handlers: Handlers
  /** Serves the social and Farcaster pages; false when the path is not one of them. */
  route(request: IncomingMessage, response: ServerResponse): Promise<boolean>
}

const isProvider = (name: string): name is SocialProviderId => (REDIRECT_PROVIDERS as readonly string[]).includes(name)
const id = () => randomBytes(18).toString('base64url')
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON inside an inline script: nothing in it can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function createSocialLogin(deps: SocialLoginDeps): SocialLogin {
  const now = deps.now ?? Date.now
  /** consent state → provider and dApp origin */
  const consents = new Map<string, { provider: SocialProviderId; origin: string; expiresAt: number }>()
  /** result code → who consented, for which dApp origin */
  const results = new Map<string, { provider: SocialProviderId; userName: string; origin: string; expiresAt: number }>()
  /** Farcaster channel → its dApp origin and, once approved, the username */
  const channels = new Map<string, { origin: string; expiresAt: number; userName?: string }>()
  /** user id → the username its sessions answer with instead of the one typed (POST /__admin/usernames) */
  const shownUserNames = new Map<string, string>()

  /** Drops what expired, so the maps never grow with abandoned logins. */
  const sweep = () => {
    const t = now()
    for (const map of [consents, results, channels] as Map<string, { expiresAt: number }>[]) for (const [key, entry] of map) if (entry.expiresAt < t) map.delete(key)
  }

  async function openSession(provider: string, userName: string): Promise<SocialSession> {
    const userId = `${provider}:${userName.toLowerCase()}`
    const shown = shownUserNames.get(userId) ?? userName
    const token = deps.createSession(userId, { userName: shown, provider })
    await deps.onSignIn?.(userId)
    return { token, userName: shown, provider }
  }

  const handlers: Handlers = {
    'social-redirect-uri': async ({ provider, origin }) => {
      sweep()
      const state = id()
      consents.set(state, { provider, origin: new URL(origin).origin, expiresAt: now() + CONSENT_LIFETIME_MS })
      return { uri: `${deps.frameUrl()}/social/${provider}?state=${state}` }
    },
    'social-connect': async ({ uri, origin }) => {
      sweep()
      let code: string | null = null
      try {
        const url = new URL(uri)
        if (url.origin === deps.frameUrl() && url.pathname === '/social/result') code = url.searchParams.get('code')
      } catch {
        // not a URL: refused below
      }
      const result = code ? results.get(code) : undefined
      if (!code || !result) throw deps.fail(400, 'This social login result is unknown, expired or already used; sign in again')
      results.delete(code)
      if (result.origin !== new URL(origin).origin) throw deps.fail(400, 'This social login result was given to another site')
      return openSession(result.provider, result.userName)
    },
    'farcaster-uri': async ({ origin }) => {
      sweep()
      const channel = id()
      channels.set(channel, { origin: new URL(origin).origin, expiresAt: now() + CONSENT_LIFETIME_MS })
      return { url: `${deps.frameUrl()}/farcaster/${channel}`, channel }
    },
    'farcaster-status': async ({ channel, origin }) => {
      sweep()
      const entry = channels.get(channel)
      if (!entry || entry.origin !== new URL(origin).origin) throw deps.fail(400, 'This Farcaster sign-in expired; ask for a new QR code')
      if (!entry.userName) return { approved: false }
      channels.delete(channel)
      return { approved: true, ...(await openSession('farcaster', entry.userName)) }
    },
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const [, section, name = '', extra] = url.pathname.split('/')
    const html = (status: number, body: string, headers: Record<string, string> = {}) =>
      void response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body)

    if (url.pathname === '/__admin/usernames') {
      const answer = (status: number, body: unknown) => void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      // a browser page always sends Origin (or Sec-Fetch-*) on a POST or DELETE: only a test's own client gets here
      if (!isLoopbackAddress(request.socket.remoteAddress) || request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined) {
        answer(403, { error: { message: 'The admin route answers loopback clients that are not browser pages only' } })
        return true
      }
      if (request.method === 'DELETE') {
        const removed = shownUserNames.size
        shownUserNames.clear()
        answer(200, { removed })
        return true
      }
      if (request.method !== 'POST') {
        answer(405, { error: { message: 'POST or DELETE' } })
        return true
      }
      let input: unknown
      try {
        input = JSON.parse(await readBody(request))
      } catch {
        input = undefined
      }
      const { userId, userName } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
      if (typeof userId !== 'string' || !USER_ID.test(userId)) {
        answer(400, { error: { message: 'Expected {userId: "<provider>:<username lowercased>", userName}' } })
        return true
      }
      if (typeof userName !== 'string' || userName === '' || userName.length > MAX_SHOWN_USERNAME) {
        answer(400, { error: { message: `userName is 1 to ${MAX_SHOWN_USERNAME} characters` } })
        return true
      }
      shownUserNames.set(userId, userName)
      answer(201, { userId, userName })
      return true
    }
    if (url.pathname === '/loading' && request.method === 'GET') {
      html(200, layout('Loading…', '<h1>Loading…</h1><p>Opening the sign-in page.</p>'))
      return true
    }
    if (section === 'social' && isProvider(name) && extra === undefined) {
      sweep()
      const form = request.method === 'POST' ? await readForm(request) : url.searchParams
      const state = form.get('state') ?? ''
      const consent = consents.get(state)
      const redirect = form.get('mode') === 'redirect'
      const returnTo = redirect ? returnUrl(form.get('returnTo'), consent?.origin) : undefined
      if (!consent || consent.provider !== name || (redirect && !returnTo)) {
        html(400, layout('Sign-in link not valid', '<h1>Sign-in link not valid</h1><p>This sign-in link is unknown, expired or already used. Go back to the app and try again.</p>'))
        return true
      }
      if (request.method === 'GET') {
        html(200, consentPage(name, state, returnTo))
        return true
      }
      if (request.method !== 'POST') return false
      if (form.get('action') === 'cancel') {
        consents.delete(state)
        if (returnTo) html(303, '', { location: returnTo.href })
        else html(200, layout('Cancelled', '<h1>Cancelled</h1><p>You can close this window.</p><script>window.close()</script>'))
        return true
      }
      const userName = (form.get('username') ?? '').trim()
      if (!USERNAME.test(userName)) {
        html(400, consentPage(name, state, returnTo, 'Enter a username: letters, digits, dot, dash or underscore, at most 39 characters'))
        return true
      }
      consents.delete(state)
      const code = id()
      results.set(code, { provider: name, userName, origin: consent.origin, expiresAt: now() + RESULT_LIFETIME_MS })
      const resultUri = `${deps.frameUrl()}/social/result?code=${code}`
      if (returnTo) {
        returnTo.searchParams.set(SOCIAL_RESULT_PARAM, resultUri)
        html(303, '', { location: returnTo.href })
      } else {
        html(200, popupResultPage(PROVIDER_NAMES[name], resultUri, consent.origin))
      }
      return true
    }
    if (section === 'farcaster' && name && extra === undefined) {
      sweep()
      const entry = channels.get(name)
      if (!entry) {
        html(404, layout('Sign-in link not valid', '<h1>Sign-in link not valid</h1><p>This Farcaster sign-in is unknown or expired. Ask the app for a new QR code.</p>'))
        return true
      }
      if (request.method === 'GET') {
        html(200, farcasterPage(entry.userName))
        return true
      }
      if (request.method !== 'POST') return false
      const userName = ((await readForm(request)).get('username') ?? '').trim()
      if (!USERNAME.test(userName)) {
        html(400, farcasterPage(undefined, 'Enter a username: letters, digits, dot, dash or underscore, at most 39 characters'))
        return true
      }
      entry.userName ??= userName
      html(200, farcasterPage(entry.userName))
      return true
    }
    return false
  }

  return { handlers, route }
}

/** The redirect target: only an http(s) URL on the dApp origin the frame checked. */
function returnUrl(raw: string | null, origin: string | undefined): URL | undefined {
  if (!raw || !origin) return undefined
  try {
    const url = new URL(raw)
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url : undefined
  } catch {
    return undefined
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > 16_000) break
  }
  return body
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request))
}

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:3rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #aaa;border-radius:6px}
.actions{display:flex;gap:.5rem;margin-top:1rem}button{padding:.6rem 1rem;font:inherit;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
button[value=continue],.primary{background:#1a56db;color:#fff;border-color:#1a56db}.error{color:#b00020}.note{color:#555;font-size:13px}</style></head>
<body>${body}</body>
</html>
`

function consentPage(provider: SocialProviderId, state: string, returnTo: URL | undefined, error?: string): string {
  const name = PROVIDER_NAMES[provider]
  const hidden = [['state', state], ...(returnTo ? [['mode', 'redirect'], ['returnTo', returnTo.href]] : [])]
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escape(value!)}">`)
    .join('')
  return layout(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escape(name)}</h1>
<p>Sandbox ${escape(name)}: no ${escape(name)} account is used. The username you choose is your sandbox account at ${escape(name)}; the same username always gets the same wallet.</p>
<form method="post">${hidden}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autofocus${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>
${error ? `<p id="error" class="error" role="alert">${escape(error)}</p>` : ''}
<div class="actions"><button type="submit" name="action" value="continue">Continue</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  )
}

function popupResultPage(name: string, resultUri: string, origin: string): string {
  return layout(
    `Signed in with ${name}`,
    `<h1>Signed in with ${escape(name)}</h1><p>Going back to the app…</p>
<script>
if (window.opener) { window.opener.postMessage({ resultUri: ${scriptJson(resultUri)} }, ${scriptJson(origin)}); window.close() }
else document.querySelector('p').textContent = 'Open this page from the app to finish signing in.'
</script>`,
  )
}

function farcasterPage(approvedAs: string | undefined, error?: string): string {
  if (approvedAs) {
    return layout('Signed in with Farcaster', `<h1>Signed in with Farcaster</h1><p>Approved as <strong>${escape(approvedAs)}</strong>. Go back to the app: it continues on its own.</p>`)
  }
  return layout(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster</h1>
<p>Sandbox Farcaster: the app asks to sign you in. Choose the username to sign in as; the same username always gets the same wallet.</p>
<form method="post">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autofocus${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>
${error ? `<p id="error" class="error" role="alert">${escape(error)}</p>` : ''}
<div class="actions"><button type="submit" class="primary">Approve</button></div>
</form>`,
  )
}
