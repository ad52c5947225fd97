// A stand-in for Telegram's Mini App object (`window.Telegram.WebApp`, defined by Telegram's
// telegram-web-app.js inside a Mini App), recorded in its shape: the launch data, the platform and
// theme, and the methods a dApp calls, each recording its calls instead of reaching Telegram.
// `installTelegramWebApp` is self-contained so a test can pass it to `page.addInitScript`.

export interface TelegramWebAppStubOptions {
  /** 'ios', 'android', 'tdesktop', 'weba', …; Telegram reports 'unknown' outside a Mini App. */
  platform?: string
  /** The launch data; empty outside a Mini App. */
  initData?: string
}

/** One recorded call of the stub's methods. */
export interface TelegramCall {
  method: string
  args: unknown[]
}

/** Installs the stub on `window.Telegram.WebApp`; its calls are in `window.__telegramCalls`. */
export function installTelegramWebApp(options: TelegramWebAppStubOptions = {}): void {
  const calls: TelegramCall[] = []
  const record =
    (method: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push({ method, args })
      return result
    }
  const button = () => ({ text: '', isVisible: false, isActive: true, setText: record('button.setText'), show: record('button.show'), hide: record('button.hide'), onClick: record('button.onClick'), offClick: record('button.offClick') })
  const initData = options.initData ?? 'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vlad%22%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2'
  const webApp = {
    initData,
    initDataUnsafe: { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: { id: 279058397, first_name: 'Vlad' }, auth_date: 1662771648, hash: 'c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2' },
    version: '8.0',
    platform: options.platform ?? 'ios',
    colorScheme: 'dark',
    themeParams: { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1', button_text_color: '#ffffff' },
    isExpanded: true,
    viewportHeight: 640,
    viewportStableHeight: 640,
    headerColor: '#17212b',
    backgroundColor: '#17212b',
    isClosingConfirmationEnabled: false,
    MainButton: button(),
    BackButton: { isVisible: false, show: record('BackButton.show'), hide: record('BackButton.hide'), onClick: record('BackButton.onClick'), offClick: record('BackButton.offClick') },
    ready: record('ready'),
    expand: record('expand'),
    close: record('close'),
    sendData: record('sendData'),
    openLink: record('openLink'),
    openTelegramLink: record('openTelegramLink'),
    openInvoice: record('openInvoice'),
    showPopup: record('showPopup'),
    showAlert: record('showAlert'),
    showConfirm: record('showConfirm'),
    onEvent: record('onEvent'),
    offEvent: record('offEvent'),
    isVersionAtLeast: (version: string) => Number(version) <= 8,
  }
  const w = window as unknown as { Telegram?: { WebApp?: unknown }; __telegramCalls?: TelegramCall[] }
  w.Telegram = { ...(w.Telegram ?? {}), WebApp: webApp }
  w.__telegramCalls = calls
}
