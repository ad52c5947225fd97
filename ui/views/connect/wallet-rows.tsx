import type { ChainNamespace, ConnectorSection, Kernel } from '../../../kernel/index.ts'
import { WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { BrandIcon } from '../../components/brand-icon.tsx'
import { BRAND_PATHS } from '../../components/brand-paths.ts'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { walletImageSrc } from '../../wallets/listing.ts'
import { AllWalletsEntry } from './all-wallets-entry.tsx'
import { ListingFailureNotice } from './listing-failure-notice.tsx'
import { useConnectWallets } from './use-connect-wallets.ts'
import type { TowardWallet } from './use-prepare-connect.ts'

const TAGS: Partial<Record<ConnectorSection, 'connect.recent' | 'connect.installed'>> = { recent: 'connect.recent', injected: 'connect.installed' }

/**
 * The Connect view's wallets in section order (`features.connectorTypeOrder`) and, where
 * `allWallets` shows it, the way to the whole listing. An installed wallet opens
 * ConnectingExternal; a listing wallet opens its WalletConnect view.
 */
export function WalletRows({ kernel, namespace, toward }: { kernel: Kernel; namespace: ChainNamespace | undefined; toward: TowardWallet }) {
  const { explorer, sections, allWallets, select, displayIndexOf, count, reserved, settled, failure, retry } = useConnectWallets(kernel, namespace)
  const t = useTranslate(messages)
  return (
    <>
      {sections.length === 0 && settled && (
        <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="connect-empty">
          <span className="text-muted">
            <WalletIcon />
          </span>
          <p className="text-base font-semibold text-fg">{t('wallets.noneFound')}</p>
          <p className="text-sm text-muted">{allWallets ? t('connect.installOrPick') : t('connect.install')}</p>
        </div>
      )}
      {sections.map((group) => (
        <ul key={group.section} className="m-0 flex list-none flex-col gap-2 p-0" data-section={group.section} {...toward}>
          {group.entries.map((entry) => (
            <li key={entry.id}>
              <ListItemButton
                data-testid={`wallet-selector-${entry.id}`}
                label={entry.kind === 'connector' ? entry.connector.name : entry.wallet.name}
                icon={
                  <ImageIcon
                    src={entry.kind === 'connector' ? entry.connector.imageUrl : (entry.imageUrl ?? walletImageSrc(entry.wallet, explorer))}
                    fallback={entry.kind === 'connector' && entry.connector.type === 'WALLET_CONNECT' ? <BrandIcon icon={BRAND_PATHS.walletconnect} size={26} /> : <WalletIcon />}
                  />
                }
                trailing={
                  TAGS[group.section] && (
                    <span aria-hidden="true" className="rounded-sm bg-surface-hover px-2 py-0.5 text-xs font-medium text-muted">
                      {t(TAGS[group.section]!)}
                    </span>
                  )
                }
                onClick={() => select(entry, displayIndexOf(entry))}
              />
            </li>
          ))}
        </ul>
      ))}
      {/* the listing's wallets not here yet: their rows' space is kept, so the dialog does not grow when they come */}
      {reserved > 0 && (
        <ul aria-hidden="true" className="m-0 flex list-none flex-col gap-2 p-0" data-testid="connect-loading-rows">
          {Array.from({ length: reserved }, (_, i) => (
            <li key={i} className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2.5">
              <span className="size-10 shrink-0 rounded-md bg-surface-hover motion-safe:animate-pulse" />
              <span className="h-4 w-32 rounded-sm bg-surface-hover motion-safe:animate-pulse" />
            </li>
          ))}
        </ul>
      )}
      {failure && <ListingFailureNotice failure={failure} onRetry={retry} />}
      {allWallets && <AllWalletsEntry kernel={kernel} count={count} toward={toward} />}
    </>
  )
}
