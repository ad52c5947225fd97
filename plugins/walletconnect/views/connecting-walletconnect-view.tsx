// ConnectingWalletConnect: a listing (or custom) wallet connecting over WalletConnect. On a computer
// the QR code of the current pairing URI, 'Copy link', and the wallet's own links carrying the URI;
// on a phone, for a wallet with an app link, what follows the tap that opened the app (continue-in-app.tsx).
import { useId, useState } from 'react'
import { TOKENS, type ExplorerWallet } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  ExternalLinkIcon,
  explorerOf,
  outLinkProps,
  walletImageSrc,
  walletName,
  useTranslate,
} from '../../../ui/kit/index.ts'
import { appLinkFor } from '../app-links.ts'
import { ContinueInApp } from './continue-in-app.tsx'
import { pairingLinks, type PairingLink } from './links.ts'
import { CopyLinkButton, PairingError, QrCode, usePairing } from './pairing.tsx'
import messages from '../messages/compiled/en.ts'

declare module 'portico' {
  interface ViewData {
    /** A listing (or custom) wallet connecting over WalletConnect. */
    ConnectingWalletConnect: { wallet: ExplorerWallet }
  }
}

export const title: ViewTitle<'ConnectingWalletConnect'> = ({ data }) => walletName(data?.wallet)

export default function ConnectingWalletConnectView({ data }: ViewProps<'ConnectingWalletConnect'>) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const wallet = data?.wallet
  const name = walletName(wallet)
  const [recent] = useState(() => (wallet?.id ? { id: wallet.id, name, imageUrl: walletImageSrc(wallet, explorerOf(kernel)) } : undefined))
  const { uri, error, retry } = usePairing(recent)
  // A phone opens the wallet app on this screen: no QR code there, the app link first.
  const mobile = kernel.get(TOKENS.environment).isMobile()
  const win = kernel.get(TOKENS.environment).window
  const links = uri ? pairingLinks(wallet, uri, mobile ? 'mobile' : 'desktop') : []
  // a phone with the wallet's app link: the tap opened the app, this view says what follows
  const inApp = mobile && wallet !== undefined && appLinkFor(wallet, 'wc:') !== undefined
  const newTabId = useId()
  const lastUsedId = useId()
  const storage = kernel.get(TOKENS.storage)
  const [chosen, setChosen] = useState(() => storage.get('deepLinkChoice'))

  /** The deep-link choice is persisted (the link as listed, and the wallet's name). */
  const choose = (link: PairingLink) => {
    const choice = { href: link.base, name }
    storage.set('deepLinkChoice', choice)
    setChosen(choice)
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-walletconnect">
      {error ? (
        <PairingError error={error} name={name} onRetry={retry} />
      ) : inApp ? (
        <ContinueInApp wallet={wallet} name={name} uri={uri} />
      ) : (
        <>
          {mobile ? (
            <p className="text-sm text-muted">{t('wc.openToConnect', { name })}</p>
          ) : (
            <>
              <QrCode uri={uri} label={t('wc.qrFor', { name })} />
              <p className="text-sm text-muted">
                {links.length > 0 ? t('wc.scanWithLinks', { name }) : t('wc.scanWith', { name })}
              </p>
            </>
          )}
          <CopyLinkButton uri={uri} />
          {links.length > 0 && (
            <ul aria-label={t('wc.open', { name })} className="m-0 flex w-full list-none flex-col gap-2 p-0" data-testid="wc-links">
              {links.map((link) => {
                const isChosen = chosen?.href === link.base && chosen.name === name
                // the web app is another site: a new tab in a browser, this tab in an app's webview, Telegram's openLink in a Mini App
                const out = link.kind === 'web' ? outLinkProps(win, link.href) : {}
                const describedBy = [out.target === '_blank' ? newTabId : '', isChosen ? lastUsedId : ''].filter(Boolean).join(' ')
                return (
                  <li key={link.kind}>
                    <a
                      href={link.href}
                      {...(out.target ? { target: out.target } : {})}
                      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
                      rel="noopener noreferrer"
                      referrerPolicy="no-referrer"
                      data-testid={`wc-link-${link.kind}`}
                      data-chosen={isChosen ? 'true' : undefined}
                      onClick={(event) => {
                        choose(link)
                        out.onClick?.(event)
                      }}
                      className="flex h-11 w-full items-center justify-between gap-2 rounded-lg bg-surface px-3 text-base font-medium text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                    >
                      {t(`wc.link.${link.kind}`)}
                      <span className="flex items-center gap-2 text-muted">
                        {/* Shown, and announced as the link's description (its name stays the label). */}
                        {isChosen && (
                          <span aria-hidden="true" className="rounded-full bg-surface-hover px-2 py-0.5 text-xs font-medium">
                            {t('wc.lastUsed')}
                          </span>
                        )}
                        {link.kind === 'web' && <ExternalLinkIcon />}
                      </span>
                    </a>
                  </li>
                )
              })}
            </ul>
          )}
          <span id={newTabId} hidden>
            {t('wc.newTab')}
          </span>
          <span id={lastUsedId} hidden>
            {t('wc.lastUsed')}
          </span>
        </>
      )}
    </div>
  )
}
