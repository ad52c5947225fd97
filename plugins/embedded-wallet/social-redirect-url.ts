// The URLs of a social login by redirect: the consent page the whole dApp page goes to (told where to
// come back), and the dApp URL it comes back to, which carries the result URI until it is read.

import { SOCIAL_RESULT_PARAM } from '../../kernel/auth-frame/social-result.ts'

export { SOCIAL_RESULT_PARAM }

/** The consent page `uri` (from GET_SOCIAL_REDIRECT_URI) asked to come back to `returnTo` instead of answering a popup. */
export function redirectConsentUrl(uri: string, returnTo: string): string {
  const url = new URL(uri)
  url.searchParams.set('mode', 'redirect')
  // a result left in the current URL must not travel back with the next one
  const back = new URL(returnTo)
  back.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.searchParams.set('returnTo', back.href)
  return url.href
}

/** The result URI a redirect brought back in `href`, and `href` without it (for history.replaceState). */
export function takeSocialResult(href: string): { resultUri: string; cleanUrl: string } | undefined {
  const url = new URL(href)
  const resultUri = url.searchParams.get(SOCIAL_RESULT_PARAM)
  if (!resultUri) return undefined
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  return { resultUri, cleanUrl: url.href }
}
