// Apps that show web pages in their own webview (Farcaster, Instagram, Facebook, X, Telegram, an
// Android app's WebView, an iOS app's WKWebView): there a window.open popup does not open (or opens
// nothing the page can talk to), and a wallet's app link may not leave the app. Told by the user
// agent, Telegram's webview bridge, or Telegram's Mini App object with its launch data.

export interface Webview {
  /** The app, as people call it; undefined for an unnamed app's webview. */
  app?: string
}

const NAMED: readonly { app: string; userAgent: RegExp }[] = [
  { app: 'Farcaster', userAgent: /\bWarpcast\b|\bFarcaster\b/i },
  { app: 'Instagram', userAgent: /\bInstagram\b/i },
  { app: 'Facebook', userAgent: /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b/i },
  { app: 'X', userAgent: /\bTwitter for iP(?:hone|ad)\b|\bTwitterAndroid\b/i },
  { app: 'Telegram', userAgent: /\bTelegram(?:Bot|-Android)?\b/i },
]

/** The app whose webview the page runs in, or undefined in a browser (Safari, Chrome, Firefox...) or on a computer. */
export function webviewOf(userAgent: string, win?: object): Webview | undefined {
  const named = NAMED.find((entry) => entry.userAgent.test(userAgent))
  if (named) return { app: named.app }
  if (win !== undefined) {
    const miniApp = (win as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram?.WebApp
    if ('TelegramWebviewProxy' in win || (typeof miniApp?.initData === 'string' && miniApp.initData !== '')) return { app: 'Telegram' }
  }
  // Android's WebView marks itself "; wv)"
  if (/Android/i.test(userAgent) && /;\s*wv\)/.test(userAgent)) return {}
  // an iPhone app's WKWebView: Safari's user agent without its "Safari/" token (Chrome and Firefox on iOS keep it)
  if (/iPhone|iPad|iPod/i.test(userAgent) && !/\bSafari\//.test(userAgent)) return {}
  return undefined
}
