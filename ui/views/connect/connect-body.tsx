// The Connect view's body, shared by Connect and ConnectWallets (the wallets alone, behind the
// collapsed entry): the parts in `features.connectMethodsOrder`, and the app's terms.
import { useId, useState } from 'react'
import { TOKENS, type ChainNamespace, type Kernel } from '../../../kernel/index.ts'
import { namespaceName } from '../../../kernel/caip/namespace-name.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { pushView } from '../push-view.ts'
import { CONNECT_SECTION_VIEW, PluginConnectSection } from './connect-section.tsx'
import { connectNamespace } from './connect-namespace.ts'
import { connectParts } from './connect-parts.ts'
import { hasAgreed, legalLinks, legalMode, setAgreed } from './legal-agreement.ts'
import { LegalCheckbox, LegalFooter } from './legal-terms.tsx'
import { usePrepareConnect } from './use-prepare-connect.ts'
import { WalletRows } from './wallet-rows.tsx'
import { useInAppWallet } from './use-in-app-wallet.ts'

/** Which logins the view can show: a plugin contributes them (on EVM), and their features are on. */
function loginsOf(kernel: Kernel, namespace: ChainNamespace | undefined) {
  const contributed = kernel.get(TOKENS.views).has(CONNECT_SECTION_VIEW) && (!namespace || namespace === 'eip155')
  const { email, socials } = kernel.options.features
  return { email: contributed && email, social: contributed && Array.isArray(socials) && socials.length > 0 }
}

export function ConnectBody({ asked, walletsOnly = false }: { asked?: ChainNamespace; walletsOnly?: boolean }) {
  const kernel = useKernel()
  // a network of a namespace that is not connected: only wallets that connect it
  const [namespace] = useState(() => connectNamespace(kernel, asked))
  const t = useTranslate(messages)
  const { features } = kernel.options
  const walletFirst = useInAppWallet(kernel) !== undefined
  const parts = connectParts({ order: features.connectMethodsOrder, collapseWallets: features.collapseWallets, walletsOnly, walletFirst, ...loginsOf(kernel, namespace) })
  const links = legalLinks(kernel.options)
  const mode = legalMode(kernel.options)
  const [agreed, setTicked] = useState(() => hasAgreed(kernel))
  const reasonId = useId()
  const blocked = mode === 'checkbox' && !agreed
  // once the list has settled, or when the visitor moves toward a wallet, plugins fetch what a pick
  // will need (e.g. WalletConnect's sign-client)
  const toward = usePrepareConnect(kernel)

  return (
    <div className="flex flex-col gap-2" data-testid="connect-view">
      {namespace && (
        <p className="pb-1 text-center text-sm text-muted" data-testid="connect-namespace">
          {t('connect.onNamespace', { namespace: namespaceName(namespace) })}
        </p>
      )}
      {mode === 'checkbox' && links && (
        <LegalCheckbox
          links={links}
          agreed={agreed}
          reasonId={reasonId}
          onChange={(value) => {
            setAgreed(kernel, value)
            setTicked(value)
          }}
        />
      )}
      {/* a disabled fieldset disables every control in it, the plugins' login fields included */}
      <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0" disabled={blocked} aria-describedby={blocked ? reasonId : undefined} data-testid="connect-methods">
        {parts.map((part) =>
          part === 'wallet' ? (
            <WalletRows key={part} kernel={kernel} namespace={namespace} toward={toward} />
          ) : part === 'collapsed' ? (
            <ListItemButton
              key={part}
              data-testid="connect-continue-with-wallet"
              label={t('connect.continueWithWallet')}
              icon={
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md border border-line bg-surface-hover text-muted">
                  <WalletIcon />
                </span>
              }
              {...toward}
              onClick={() => pushView(kernel, 'ConnectWallets', namespace ? { namespace } : undefined)}
            />
          ) : (
            <PluginConnectSection key={part} method={part} />
          ),
        )}
      </fieldset>
      {mode === 'footer' && links && <LegalFooter links={links} />}
    </div>
  )
}
