// The SIWXSignMessage view (and ConnectingSiwe, the legacy SIWE name): the dApp asks the connected
// account to sign in. Sign asks the wallet; a failure stays here with its reason; Cancel disconnects
// when sign-in is required, else closes.
import { TOKENS } from 'portico'
import {
  useKernel,
  useObservable,
  type ViewTitle,
  PrimaryButton,
  SecondaryButton,
  ImageIcon,
  WalletIcon,
  Spinner,
  truncateAddress,
  richText,
  useTranslate,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { SIWX } from '../token.ts'

/** The flow's failure texts, stored in English (analytics reads them), shown in the locale. */
const ERRORS: Readonly<Record<string, keyof typeof messages>> = {
  'Signature declined': 'siwx.error.declined',
  'This application might not support Smart Accounts': 'siwx.error.smartAccounts',
  'SIWX is not enabled': 'siwx.error.notEnabled',
  'No ActiveCaipAddress found': 'siwx.error.noAddress',
  'Invalid CAIP Address': 'siwx.error.invalidAddress',
}

export const title: ViewTitle = 'Sign In'
export const titleId = 'siwx.title'

export default function SiwxSignMessageView() {
  const kernel = useKernel()
  const flow = kernel.get(SIWX)
  const state = useObservable(flow.state$, () => flow.get())
  const connection = kernel.get(TOKENS.connection)
  const network = kernel.get(TOKENS.network)
  const accounts = useObservable(connection.accounts$, () => connection.get())
  const account = accounts[network.get().activeNamespace]
  const t = useTranslate(messages)
  const metadata = kernel.options.metadata
  const appName = metadata?.name || t('siwx.thisApp')
  const busy = state.status === 'signing' || state.status === 'authenticating' || state.status === 'checking'
  const waiting = state.status === 'signing'

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="siwx-sign-message">
      <div className="flex items-center gap-3" aria-hidden="true">
        <ImageIcon src={metadata?.icons[0]} fallback={<span className="text-lg font-semibold">{appName.slice(0, 1)}</span>} size={56} rounded="full" />
        <ImageIcon src={account?.connectedWalletInfo?.icon} fallback={<WalletIcon />} size={56} rounded="full" />
      </div>
      <p className="text-base font-semibold text-fg">{t('siwx.needsConnect', { app: appName })}</p>
      <p className="text-sm text-muted">
        {richText((v) => t('siwx.prove', v), {
          account: account?.address ? (
            <span className="whitespace-nowrap font-mono text-fg" dir="ltr" title={account.address}>
              {truncateAddress(account.address)}
            </span>
          ) : (
            t('siwx.thisWallet')
          ),
        })}
      </p>
      {waiting && <p className="text-sm text-muted">{t('siwx.openWallet')}</p>}
      {state.error && !busy && (
        <p role="alert" className="text-sm text-error">
          {ERRORS[state.error] ? t(ERRORS[state.error]!) : state.error}
        </p>
      )}
      <div className="flex w-full gap-2">
        <SecondaryButton onClick={() => flow.cancel()}>{t('siwx.cancel')}</SecondaryButton>
        <PrimaryButton aria-busy={busy || undefined} disabled={busy} onClick={() => void flow.sign()}>
          {busy && <Spinner />}
          {waiting ? t('siwx.signing') : state.status === 'authenticating' ? t('siwx.authenticating') : t('siwx.sign')}
        </PrimaryButton>
      </div>
    </div>
  )
}
