// Which social logins the Connect view offers. The order is google, x, discord, farcaster, github,
// apple, facebook (features.socials keeps it), and inside a messaging app's own browser some are hidden because
// their sign-in pages refuse such browsers: google on iOS, x on Mac, facebook and x on Android.
import type { SocialProvider } from 'portico'

/** In-app browsers of messaging apps, as their user agents name them. */
const MESSAGING_APP = /Telegram|WhatsApp|Instagram|FBAN|FBAV|FB_IAB|Messenger|\bLine\/|MicroMessenger|Snapchat|KAKAOTALK|Viber|Discord|Slack/i

export type Platform = 'ios' | 'android' | 'mac' | 'other'

/** iOS first: an iPhone's user agent says "like Mac OS X". */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  return 'other'
}

/**
 * Whether the page runs in a messaging app's own browser: by its user agent, Telegram's webview
 * bridge (Telegram's iOS browser keeps Safari's user agent), or as a Telegram Mini App (its
 * WebApp object with launch data; Telegram's script defines the object, empty, in any browser).
 */
export function isMessagingApp(userAgent: string, win?: object): boolean {
  if (MESSAGING_APP.test(userAgent)) return true
  if (win === undefined) return false
  const miniApp = (win as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram?.WebApp
  return 'TelegramWebviewProxy' in win || (typeof miniApp?.initData === 'string' && miniApp.initData !== '')
}

const HIDDEN_IN_MESSAGING_APPS: Readonly<Record<Platform, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The social buttons to show, in the order `socials` gives, with the filter applied. */
export function visibleSocials(socials: readonly SocialProvider[] | false, userAgent: string, win?: object): SocialProvider[] {
  if (!socials) return []
  if (!isMessagingApp(userAgent, win)) return [...socials]
  const hidden = HIDDEN_IN_MESSAGING_APPS[platformOf(userAgent)]
  return socials.filter((provider) => !hidden.includes(provider))
}
