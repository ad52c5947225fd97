// The legal links (`termsConditionsUrl`, `privacyPolicyUrl`) and, with `features.legalCheckbox`,
// whether the visitor has agreed to them yet. Pure but for the per-modal memory of the tick.
import type { ResolvedOptions } from '../../../kernel/index.ts'

export interface LegalLinks {
  terms?: string
  privacy?: string
  /** Which of the two there are, for the message's wording. */
  has: 'both' | 'terms' | 'privacy'
}

/** The links the app gave; none without either URL. */
export function legalLinks(options: Pick<ResolvedOptions, 'termsConditionsUrl' | 'privacyPolicyUrl'>): LegalLinks | undefined {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = options
  if (!terms && !privacy) return undefined
  return { terms, privacy, has: terms && privacy ? 'both' : terms ? 'terms' : 'privacy' }
}

/**
 * `checkbox`: nothing on the Connect view can be used until the box is ticked; `footer`: the terms
 * are only stated; `none`: no link to show (the checkbox needs at least one URL to agree to).
 */
export function legalMode(options: Pick<ResolvedOptions, 'termsConditionsUrl' | 'privacyPolicyUrl' | 'features'>): 'none' | 'footer' | 'checkbox' {
  if (!legalLinks(options)) return 'none'
  return options.features.legalCheckbox ? 'checkbox' : 'footer'
}

/** Ticked once per modal: the tick holds while the visitor moves between views and reopens the modal. */
const agreements = new WeakMap<object, boolean>()

export const hasAgreed = (modal: object): boolean => agreements.get(modal) ?? false
export const setAgreed = (modal: object, agreed: boolean): void => void agreements.set(modal, agreed)
