import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { ShadowHost } from '../components/shadow-host.tsx'
import { truncateAddress } from '../format/truncate-address.ts'
import { useAccountState } from '../hooks/use-account-state.ts'
import { buttonCss } from './button-css.ts'
import { BUTTON_LABELS } from './button-labels.ts'
import { useStore } from '../hooks/use-observable.ts'
import { displayBalance } from '../../kernel/format/balance.ts'
import { useServerThemeCss, useThemedHost } from './use-themed-host.ts'

export interface AppKitButtonProps {
  /** Shown while disconnected; default 'Connect Wallet' in the modal's locale. */
  label?: string
  /** Shown while connecting, including the silent reconnect after a reload; default 'Connecting…' in the modal's locale. */
  loadingLabel?: string
  /** Whether the connected state shows the native balance. */
  balance?: 'show' | 'hide'
  /** Which namespace's account to show; default the active one. */
  namespace?: ChainNamespace
  disabled?: boolean
}

/**
 * Connect Wallet → Connecting… → the account (address and balance); each opens the modal. On a
 * reload the stored account shows at once, busy until the wallet has confirmed it.
 */
export function AppKitButton({
  label,
  loadingLabel,
  balance = 'show',
  namespace,
  disabled,
}: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  // Pointing at or focusing the button fetches the kernel, the modal and the first view before the click.
  const preload = () => internalsOf(appKit).preload()
  const hostRef = useThemedHost(appKit)
  const locale = useStore(internalsOf(appKit).locale, (l) => l)
  const [connectLabel, connectingLabel] = BUTTON_LABELS[locale.language]
  const serverCss = useServerThemeCss(appKit)
  const account = useAccountState(namespace)
  const status = account?.status ?? 'disconnected'
  // A returning visitor's stored account shows while the wallet is asked again (busy), never
  // "Connecting…" then the address.
  const showsAccount = status !== 'disconnected' && account?.address !== undefined

  let content
  if (showsAccount) {
    const shown = status === 'connected' && balance === 'show' && account.balance !== undefined
    content = (
      <>
        {status === 'connecting' && <span className="spinner" aria-hidden="true" />}
        {shown && (
          <span className="muted" data-testid="appkit-button-balance">
            {/* The text (Western digits) in the first bundle; the modal writes it by Intl for the locale */}
            {displayBalance(account.balance!)} {account.balanceSymbol}
          </span>
        )}
        {account.profileName ? (
          // the account's name (identity API) stands for its address, as in AppKit
          <span data-testid="appkit-button-name" title={account.address}>
            {account.profileName}
          </span>
        ) : (
          <span data-testid="appkit-button-address" dir="ltr">
            {truncateAddress(account.address!)}
          </span>
        )}
      </>
    )
  } else if (status === 'connecting') {
    content = (
      <>
        <span className="spinner" aria-hidden="true" />
        <span>{loadingLabel ?? connectingLabel}</span>
      </>
    )
  } else content = <span>{label ?? connectLabel}</span>

  return (
    <ShadowHost tag="portico-button" css={buttonCss} serverCss={serverCss} hostRef={hostRef}>
      <button
        type="button"
        data-testid="appkit-button"
        data-status={status}
        dir={locale.dir}
        lang={locale.tag}
        data-variant={showsAccount ? 'account' : 'connect'}
        aria-busy={status === 'connecting' || undefined}
        disabled={disabled}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => void appKit.open({ namespace }).catch(() => {})}
      >
        {content}
      </button>
    </ShadowHost>
  )
}
