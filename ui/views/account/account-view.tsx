import { useEffect } from 'react'
import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { ExplorerLink } from '../../components/explorer-link.tsx'
import { CopyIcon, WalletIcon } from '../../components/icons.tsx'
import { copyToClipboard } from '../../components/copy-to-clipboard.ts'
import { ImageIcon } from '../../components/image-icon.tsx'
import { truncateAddress } from '../../format/truncate-address.ts'
import { useAccountState } from '../../hooks/use-account-state.ts'
import { useNetworkState } from '../../hooks/use-network-state.ts'
import { walletFeatures, type WalletFeatureEntry } from './wallet-features.ts'
import { ACCOUNT_SECTION_VIEW, PluginAccountSection } from './account-section.tsx'
import { AccountActions } from './account-actions.tsx'
import { AccountTabs } from './account-tabs.tsx'
import { useLocale, useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { localeBalance } from '../../../kernel/format/locale-balance.ts'

export const title = 'Account'
export const titleId = 'account.title'
export const sections = [ACCOUNT_SECTION_VIEW]

/** The connected account: address, native balance, network, disconnect. */
export default function AccountView() {
  const kernel = useKernel()
  const connection = kernel.get(TOKENS.connection)
  const toast = kernel.get(TOKENS.toast)
  const account = useAccountState()
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)
  const locale = useLocale()

  useEffect(() => {
    // Looking at the account is asking for the balance now: skip the 30 s cache the button uses.
    void connection.refreshBalance(undefined, { force: true })
  }, [connection])

  if (!account?.address) {
    return <p className="py-8 text-center text-sm text-muted">{t('account.none')}</p>
  }
  const address = account.address

  const copy = () => copyToClipboard(toast, address, 'address', { copied: t('account.addressCopied'), failed: t('account.copyFailed') })

  const balance =
    account.balance !== undefined
      ? `${localeBalance(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trim()
      : account.balanceLoading
        ? t('account.loadingBalance')
        : '\u2014'
  const unsupported = net.unsupportedChainId !== undefined
  const views = kernel.get(TOKENS.views)
  const features = unsupported
    ? []
    : walletFeatures(kernel.options.features, net.activeNetwork.chainNamespace, views.accountFeatures, (v) => views.offered(v, net.activeNetwork.caipNetworkId))
  // a catalog's `account.feature.<id>` translates a button; the plugin's English label otherwise
  const featureLabel = (f: WalletFeatureEntry) => {
    const id = `account.feature.${f.feature}`
    return kernel.get(TOKENS.locale).translate({ [id]: f.label }, id)
  }
  // names are EVM-only; offered to an account without one when a plugin fills the name slot
  const nameView = views.slot('accountName')
  const canChooseName = !unsupported && net.activeNetwork.chainNamespace === 'eip155' && !account.profileName && nameView !== undefined && views.has(nameView)

  return (
    <div className="flex flex-col items-center gap-4 pt-2" data-testid="account-view">
      <ImageIcon src={account.profileImage ?? account.connectedWalletInfo?.icon} fallback={<WalletIcon />} size={64} rounded="full" />
      {account.profileName && (
        <p className="text-lg font-semibold text-fg" data-testid="account-view-name">
          {account.profileName}
        </p>
      )}
      <div className="flex items-center gap-1">
        <p className={account.profileName ? 'text-sm text-muted' : 'text-lg font-semibold text-fg'} title={address}>
          <span aria-hidden="true" dir="ltr" data-testid="account-view-address-short">
            {truncateAddress(address)}
          </span>
          <span className="sr-only" data-testid="account-view-address">
            {address}
          </span>
        </p>
        <button
          type="button"
          aria-label={t('account.copyAddress')}
          data-testid="account-view-copy"
          className="flex size-11 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          onClick={() => void copy()}
        >
          <CopyIcon />
        </button>
      </div>
      {canChooseName && (
        <button
          type="button"
          data-testid="account-view-choose-name"
          className="min-h-11 rounded-md px-3 py-1 text-sm font-semibold text-fg underline underline-offset-2 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent"
          onClick={() => nameView && kernel.get(TOKENS.router).push(nameView)}
        >
          {t('account.chooseName')}
        </button>
      )}
      <p className="text-base text-muted" data-testid="account-view-balance" aria-live="polite">
        {balance}
      </p>
      {account.balanceUnavailable && !account.balanceLoading && (
        // the read failed (an RPC node down): said in words, the last figure (if any) kept above
        <p role="status" className="-mt-3 text-xs text-error" data-testid="account-view-balance-unavailable">
          {account.balance !== undefined ? t('account.balanceStale') : t('account.balanceUnavailable')}
        </p>
      )}
      {!unsupported && (
        <ExplorerLink href={account.addressExplorerUrl} testId="account-view-explorer">
          {t('account.explorer')}
        </ExplorerLink>
      )}
      <PluginAccountSection />
      {features.length > 0 && (
        // up to three in a row, four as two rows of two: four in a row did not fit a phone (the last one clipped)
        <ul
          className="grid w-full gap-2"
          style={{ gridTemplateColumns: `repeat(${features.length === 4 ? 2 : Math.min(features.length, 3)}, minmax(0, 1fr))` }}
          aria-label={t('account.features')}
          data-testid="account-view-features"
        >
          {features.map((f) => (
            <li key={f.feature} className="min-w-0">
              <SecondaryButton data-testid={`account-view-feature-${f.feature}`} title={featureLabel(f)} onClick={() => kernel.get(TOKENS.router).push(f.view)}>
                <span className="truncate">{featureLabel(f)}</span>
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
      {!unsupported && (
        <AccountTabs
          address={address}
          caipNetworkId={net.activeNetwork.caipNetworkId}
          namespace={net.activeNetwork.chainNamespace}
          networkName={net.activeNetwork.name}
          currentTab={account.currentTab}
        />
      )}
      <AccountActions kernel={kernel} account={account} net={net} />
    </div>
  )
}
