// Each social login's logo (Simple Icons, CC0-1.0): imported by name, so only these paths come
// along, in the chunk of the view that shows them.
import type { SocialProvider } from 'portico'
import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons'

export const SOCIAL_ICONS: Readonly<Record<SocialProvider, { path: string; hex: string }>> = {
  google: siGoogle,
  x: siX,
  discord: siDiscord,
  farcaster: siFarcaster,
  github: siGithub,
  apple: siApple,
  facebook: siFacebook,
}
