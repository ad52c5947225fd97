// A page coming back from a social login by redirect carries the consent page's result URI in this
// query parameter until the embedded wallet reads it. The page's first bundle reads
// it too, to load the kernel at once: no imports here.

export const SOCIAL_RESULT_PARAM = 'result_uri'

/** Whether `href` brings a social login result back. */
export function carriesSocialResult(href: string | undefined): boolean {
  if (!href) return false
  try {
    return new URL(href).searchParams.has(SOCIAL_RESULT_PARAM)
  } catch {
    return false
  }
}
