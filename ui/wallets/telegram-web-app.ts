// Telegram's Mini App object (`window.Telegram.WebApp`): a Mini App's webview navigates itself to any
// link it follows, so links leave it through Telegram, t.me links (Telegram's own, such as
// Telegram-native wallets) with openTelegramLink and every other with openLink.

/** The part of Telegram's Mini App object that opens links. */
export interface TelegramWebApp {
  initData: string
  openLink(url: string, options?: { try_instant_view?: boolean }): void
  openTelegramLink(url: string): void
}

/**
 * Telegram's Mini App object when the page runs as a Mini App: its script also defines it in an
 * ordinary browser, where its launch data (`initData`) is empty.
 */
export function telegramWebApp(win: object): TelegramWebApp | undefined {
  const app = (win as { Telegram?: { WebApp?: Partial<TelegramWebApp> } }).Telegram?.WebApp
  if (!app || typeof app.openLink !== 'function' || typeof app.openTelegramLink !== 'function') return undefined
  return typeof app.initData === 'string' && app.initData !== '' ? (app as TelegramWebApp) : undefined
}

/** Opens a web link through Telegram: t.me links with openTelegramLink, others with openLink. */
export function openThroughTelegram(app: TelegramWebApp, href: string): void {
  if (/^https:\/\/t\.me\//i.test(href)) app.openTelegramLink(href)
  else app.openLink(href)
}
