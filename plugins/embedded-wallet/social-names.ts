// The social logins' display names (buttons, views' titles).
import type { SocialProvider } from 'portico'

export const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
