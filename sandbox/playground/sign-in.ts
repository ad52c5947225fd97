// The playground's sign-in switch: with `?signin=required` it composes siwx() against the sandbox
// dApp backend (sandbox/server/routes/dapp-siwx.ts) and the visitor must sign in; without it, no
// sign-in at all (so the other specs' connect flows stay as they are). The eip155 text is EIP-4361;
// `&signinFormat=informal` shows AppKit's informal lines instead.
import type { Network, Plugin } from 'portico'
import { createBackendSiwxConfig, siwx } from 'portico/plugins/siwx'
import { sandboxApiUrl } from './sandbox-config.ts'

export const SIGN_IN_PARAM = 'signin'

export function isSignInRequired(): boolean {
  return new URLSearchParams(location.search).get(SIGN_IN_PARAM) === 'required'
}

/** The choice is made at createAppKit time, so changing it reloads the page with the new query. */
export function setSignInRequired(required: boolean): void {
  const url = new URL(location.href)
  if (required) url.searchParams.set(SIGN_IN_PARAM, 'required')
  else url.searchParams.delete(SIGN_IN_PARAM)
  location.assign(url)
}

/** `?signinFormat=informal`: AppKit's informal lines on eip155 instead of EIP-4361's (the default). */
export const SIGN_IN_FORMAT_PARAM = 'signinFormat'

/** What the playground's sign-in config is made of besides the backend URL (tests sign the same text). */
export const playgroundSignIn = { required: true, statement: 'Sign in to the Portico Playground' } as const

export function signInPlugins(networks: readonly Network[]): Plugin[] {
  if (!isSignInRequired()) return []
  const messageFormat = new URLSearchParams(location.search).get(SIGN_IN_FORMAT_PARAM) === 'informal' ? 'informal' : 'eip4361'
  return [siwx(createBackendSiwxConfig({ baseUrl: sandboxApiUrl, ...playgroundSignIn, messageFormat, networks }))]
}

/** The backend's protected endpoint, with the session cookie. */
export async function callProtected(): Promise<{ status: number; body: string }> {
  const response = await fetch(`${sandboxApiUrl}/dapp/protected`, { credentials: 'include' })
  return { status: response.status, body: await response.text() }
}
