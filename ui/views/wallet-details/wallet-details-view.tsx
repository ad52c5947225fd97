import { useEffect, useId, useState } from 'react'
import { TOKENS, type ExplorerWallet } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { ExternalLinkIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { explorerOf } from '../../wallets/explorer-of.ts'
import { walletImageSrc, walletName } from '../../wallets/listing.ts'
import { fetchWalletPage } from '../../wallets/wallet-cache.ts'
import type { ViewProps, ViewTitle } from '../view-props.ts'
import { walletLinks } from './wallet-links.ts'
import { outLinkProps } from '../../wallets/out-link.ts'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

/** Each link's name in the catalog, by its English label (wallet-links.ts). */
const LINK_IDS = {
  'Mobile app': 'details.link.mobile',
  'Desktop app': 'details.link.desktop',
  'Web app': 'details.link.web',
  'App Store': 'details.link.appStore',
  'Google Play': 'details.link.googlePlay',
  'Chrome Web Store': 'details.link.chromeStore',
  Website: 'details.link.website',
} as const satisfies Record<string, keyof typeof messages>

declare module 'portico' {
  interface ViewData {
    /** A listing (or custom) wallet that cannot connect in this app yet: its links, and why. */
    WalletDetails: { wallet: ExplorerWallet }
  }
}

export const title: ViewTitle<'WalletDetails'> = ({ data }) => walletName(data?.wallet)

/**
 * Shown for a wallet picked from the listing while this app has no WalletConnect view (the
 * WalletConnect plugin brings one): says so plainly, and offers the
 * wallet's own links (app, stores, homepage) as real links.
 */
export default function WalletDetailsView({ data }: ViewProps<'WalletDetails'>) {
  const kernel = useKernel()
  const explorer = explorerOf(kernel)
  const [wallet, setWallet] = useState<ExplorerWallet | undefined>(data?.wallet)
  const links = walletLinks(wallet)
  const newTabId = useId()
  const name = walletName(wallet)
  const t = useTranslate(messages)

  // A wallet known by id and name only (a recent one): its links come from the listing.
  const id = wallet?.id
  const needsLinks = id !== undefined && links.length === 0
  useEffect(() => {
    if (!needsLinks || !explorer || !id) return
    let live = true
    fetchWalletPage(explorer, { page: 1, entries: 1, include: [id] })
      .then((page) => {
        const full = Array.isArray(page?.data) ? page.data.find((w) => w?.id === id) : undefined
        if (live && full) setWallet((known) => ({ ...full, ...stripEmpty(known) }))
      })
      .catch(() => {}) // A failed listing fetch is silently ignored
    return () => {
      live = false
    }
  }, [needsLinks, explorer, id])

  return (
    <div className="flex flex-col items-center gap-4 pt-2 text-center" data-testid="wallet-details">
      <ImageIcon src={wallet ? walletImageSrc(wallet, explorer) : undefined} fallback={<WalletIcon />} size={72} />
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold text-fg" data-testid="wallet-details-unavailable">
          {t('details.unavailable')}
        </p>
        <p className="text-sm text-muted">
          {t('details.explain', { name })}
          {links.length > 0 ? ` ${t('details.getOrOpen', { name })}` : ''}
        </p>
      </div>
      {links.length > 0 ? (
        <ul aria-label={t('details.links', { name })} className="m-0 flex w-full list-none flex-col gap-2 p-0" data-testid="wallet-details-links">
          {links.map((link) => {
            // a web page: a new tab in a browser, this tab in an app's webview, Telegram's openLink in a Mini App
            const out = link.kind === 'web' ? outLinkProps(kernel.get(TOKENS.environment).window, link.href) : {}
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...out}
                  {...(out.target === '_blank' ? { 'aria-describedby': newTabId } : {})}
                  rel="noopener noreferrer"
                  referrerPolicy="no-referrer"
                  data-testid={`wallet-link-${link.label.toLowerCase().replace(/\s+/g, '-')}`}
                  className="flex h-11 w-full items-center justify-between gap-2 rounded-lg bg-surface px-3 text-base font-medium text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  {link.label in LINK_IDS ? t(LINK_IDS[link.label as keyof typeof LINK_IDS]) : link.label}
                  {link.kind === 'web' && (
                    <span className="flex text-muted">
                      <ExternalLinkIcon />
                    </span>
                  )}
                </a>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('details.noLinks')}</p>
      )}
      <span id={newTabId} hidden>
        {t('details.newTab')}
      </span>
    </div>
  )
}

/** The fields actually set, so a fetched entry fills the gaps without erasing what was known. */
function stripEmpty(wallet: ExplorerWallet | undefined): Partial<ExplorerWallet> {
  return Object.fromEntries(Object.entries(wallet ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''))
}
