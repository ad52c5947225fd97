// Whether the embedded wallet offers any login: email (features.email) or a social one (features.socials).
import type { Features } from 'portico'

export const embeddedLoginOn = (features: Pick<Features, 'email' | 'socials'>): boolean =>
  features.email || (Array.isArray(features.socials) && features.socials.length > 0)
