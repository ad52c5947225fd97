// The playground's sign-in switch: with `?signin=required` it composes siwx() against the sandbox
// dApp backend (sandbox/server/routes/dapp-siwx.ts) and the visitor must sign in; without it, no
// sign-in at all (so the other specs' connect flows stay as they are).
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

export function signInPlugins(networks: readonly Network[]): Plugin[] {
  if (!isSignInRequired()) return []
  return [siwx(createBackendSiwxConfig({ baseUrl: sandboxApiUrl, required: true, statement: 'Sign in to the Portico Playground', networks }))]
}

/** The backend's protected endpoint, with the session cookie. */
export async function callProtected(): Promise<{ status: number; body: string }> {
  const response = await fetch(`${sandboxApiUrl}/dapp/protected`, { credentials: 'include' })
  return { status: response.status, body: await response.text() }
}
