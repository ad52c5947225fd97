// A phone's view after the tap that opened a wallet's app with the pairing URI: "Continue in
// <wallet>", Try again (opens the app again, a tap of its own) and Copy link; when the app has not
// answered after NO_ANSWER_MS, "Don't have <wallet>?" with its store page from the listing.
import { useEffect, useState } from 'react'
import { TOKENS, type ExplorerWallet, type Kernel } from 'portico'
import { useKernel, SecondaryButton, ExternalLinkIcon, outLinkProps, telegramWebApp, useTranslate, webviewOf } from '../../../ui/kit/index.ts'
import { NO_ANSWER_MS, phonePlatform, storeLinksFor, type AppLink } from '../app-links.ts'
import { CopyLinkButton, findUriSource } from './pairing.tsx'
import messages from '../messages/compiled/en.ts'

type AppOpener = {
  openWalletApp(wallet: ExplorerWallet): { href: string } | undefined
  lastOpened(): { walletId: string; link: AppLink; at: number } | undefined
}

/** The WalletConnect adapter's app opener, when it has one. */
function appOpener(kernel: Kernel): AppOpener | undefined {
  const source = findUriSource(kernel) as Partial<AppOpener> | undefined
  return source?.openWalletApp && source.lastOpened ? (source as AppOpener) : undefined
}

/** An app link opened this recently is the tap's own (the tap opened it just before this view showed). */
const TAP_WINDOW_MS = 3_000

export function ContinueInApp({ wallet, name, uri }: { wallet: ExplorerWallet; name: string; uri: string | undefined }) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const storage = kernel.get(TOKENS.storage)
  const [openedAtTap] = useState(() => {
    const last = appOpener(kernel)?.lastOpened()
    return last !== undefined && last.walletId === wallet.id && Date.now() - last.at < TAP_WINDOW_MS ? last.link : undefined
  })
  const [noAnswer, setNoAnswer] = useState(false)

  /** The deep-link choice is persisted: the link as listed, and the wallet's name. */
  const remember = (link: AppLink | undefined) => {
    if (link) storage.set('deepLinkChoice', { href: link.base, name })
  }

  useEffect(() => remember(openedAtTap), [])

  // The tap found no pairing ready: open the app once the URI arrives (a phone may ask first).
  const [triedLate, setTriedLate] = useState(false)
  useEffect(() => {
    if (openedAtTap || triedLate || !uri) return
    setTriedLate(true)
    const opener = appOpener(kernel)
    if (opener?.openWalletApp(wallet)) remember(opener.lastOpened()?.link)
  }, [uri, openedAtTap, triedLate])

  useEffect(() => {
    const timer = setTimeout(() => setNoAnswer(true), NO_ANSWER_MS)
    return () => clearTimeout(timer)
  }, [])

  const tryAgain = () => {
    const opener = appOpener(kernel)
    if (opener?.openWalletApp(wallet)) remember(opener.lastOpened()?.link)
  }
  const win = kernel.get(TOKENS.environment).window
  const stores = storeLinksFor(wallet, phonePlatform(win?.navigator.userAgent ?? '', win?.navigator.maxTouchPoints ?? 0))
  // an app's webview may keep the wallet's link to itself (a Mini App's links go out through Telegram)
  const webview = win && !telegramWebApp(win) ? webviewOf(win.navigator.userAgent, win) : undefined

  return (
    <div className="flex w-full flex-col items-center gap-4 text-center" data-testid="continue-in-app">
      <p className="text-base font-semibold text-fg" role="status">
        {t('wc.continueIn', { name })}
      </p>
      <p className="text-sm text-muted">{t('wc.openToConnect', { name })}</p>
      {webview && (
        <p className="text-sm text-muted" data-testid="wc-webview-note">
          {webview.app ? t('wc.webviewApp', { app: webview.app, name }) : t('wc.webview', { name })}
        </p>
      )}
      <SecondaryButton disabled={!uri} onClick={tryAgain} data-testid="wc-open-app-again">
        {t('wc.tryAgain')}
      </SecondaryButton>
      <CopyLinkButton uri={uri} />
      {noAnswer && stores.length > 0 && (
        <section aria-labelledby="wc-dont-have" className="flex w-full flex-col items-center gap-2 border-t border-line pt-4" data-testid="wc-dont-have">
          <h3 id="wc-dont-have" className="m-0 text-sm font-semibold text-fg">
            {t('wc.dontHave', { name })}
          </h3>
          <ul className="m-0 flex w-full list-none flex-col gap-2 p-0">
            {stores.map((store) => (
              <li key={store.store}>
                <a
                  href={store.href}
                  {...outLinkProps(win, store.href)}
                  rel="noopener noreferrer"
                  referrerPolicy="no-referrer"
                  data-testid={`wc-store-${store.store}`}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2 text-start text-base font-medium text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  {t(`wc.store.${store.store}`, { name })}
                  <ExternalLinkIcon />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
