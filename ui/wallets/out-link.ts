// A link to another site (a web app, a store page, an approval page) followed from the modal: in a
// browser it opens a new tab and this page stays; in an app's webview, where a new tab or popup
// does not open, it opens in this tab (a redirect); in a Telegram Mini App it opens through
// Telegram, whose webview would otherwise navigate the Mini App itself away.
import { openThroughTelegram, telegramWebApp } from './telegram-web-app.ts'
import { webviewOf } from './webview.ts'

/** The anchor's attributes for such a link: spread them on the `<a href>`. */
export interface OutLinkProps {
  /** '_blank' in a browser; none (this tab) in a webview. */
  target?: '_blank'
  /** In a Mini App: opens the link through Telegram instead of following it. */
  onClick?: (event: { preventDefault(): void }) => void
}

/** How a link to `href` opens from this page (`win`: the page's window; none, as in a server render: a new tab). */
export function outLinkProps(win: Window | undefined, href: string): OutLinkProps {
  if (!win) return { target: '_blank' }
  const telegram = telegramWebApp(win)
  if (telegram && /^https?:/i.test(href)) {
    return {
      onClick: (event) => {
        event.preventDefault()
        openThroughTelegram(telegram, href)
      },
    }
  }
  return webviewOf(win.navigator?.userAgent ?? '', win) ? {} : { target: '_blank' }
}
