// SPEC §2 SIWXSignMessage (and ConnectingSiwe, the legacy SIWE name): the dApp asks the connected
// account to sign in. Sign asks the wallet; a failure stays here with its reason; Cancel disconnects
// when sign-in is required, else closes (SPEC §4).
import { TOKENS } from 'portico'
import { useKernel, useObservable, type ViewTitle } from 'portico/react'
import { PrimaryButton, SecondaryButton } from '../../../ui/components/buttons.tsx'
import { ImageIcon } from '../../../ui/components/image-icon.tsx'
import { WalletIcon } from '../../../ui/components/icons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { truncateAddress } from '../../../ui/format/truncate-address.ts'
import { SIWX } from '../token.ts'

export const title: ViewTitle = 'Sign In'

export default function SiwxSignMessageView() {
  const kernel = useKernel()
  const flow = kernel.get(SIWX)
  const state = useObservable(flow.state$, () => flow.get())
  const connection = kernel.get(TOKENS.connection)
  const network = kernel.get(TOKENS.network)
  const accounts = useObservable(connection.accounts$, () => connection.get())
  const account = accounts[network.get().activeNamespace]
  const metadata = kernel.options.metadata
  const appName = metadata?.name || 'This app'
  const busy = state.status === 'signing' || state.status === 'authenticating' || state.status === 'checking'
  const waiting = state.status === 'signing'

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="siwx-sign-message">
      <div className="flex items-center gap-3" aria-hidden="true">
        <ImageIcon src={metadata?.icons[0]} fallback={<span className="text-lg font-semibold">{appName.slice(0, 1)}</span>} size={56} rounded="full" />
        <ImageIcon src={account?.connectedWalletInfo?.icon} fallback={<WalletIcon />} size={56} rounded="full" />
      </div>
      <p className="text-base font-semibold text-fg">{appName} needs to connect to your wallet</p>
      <p className="text-sm text-muted">
        Sign this message to prove you own{' '}
        <span className="font-mono text-fg" title={account?.address}>
          {account?.address ? truncateAddress(account.address) : 'this wallet'}
        </span>
        . It costs nothing and sends no transaction.
      </p>
      {waiting && <p className="text-sm text-muted">Open your wallet to sign the message.</p>}
      {state.error && !busy && (
        <p role="alert" className="text-sm text-error">
          {state.error}
        </p>
      )}
      <div className="flex w-full gap-2">
        <SecondaryButton onClick={() => flow.cancel()}>Cancel</SecondaryButton>
        <PrimaryButton aria-busy={busy || undefined} disabled={busy} onClick={() => void flow.sign()}>
          {busy && <Spinner />}
          {waiting ? 'Signing…' : state.status === 'authenticating' ? 'Authenticating…' : 'Sign'}
        </PrimaryButton>
      </div>
    </div>
  )
}
