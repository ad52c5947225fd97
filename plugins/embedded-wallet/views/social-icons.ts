// Each social login's logo (Simple Icons' paths, CC0-1.0: ui/components/brand-paths.ts).
import type { SocialProvider } from 'portico'
import { BRAND_PATHS } from '../../../ui/kit/index.ts'

export const SOCIAL_ICONS: Readonly<Record<SocialProvider, { path: string; hex: string }>> = {
  google: BRAND_PATHS.google,
  x: BRAND_PATHS.x,
  discord: BRAND_PATHS.discord,
  farcaster: BRAND_PATHS.farcaster,
  github: BRAND_PATHS.github,
  apple: BRAND_PATHS.apple,
  facebook: BRAND_PATHS.facebook,
}
