// The embedded wallet's part of the Account view (the core view renders the 'AccountSection' view
// while the AUTH connector is connected): who is signed in (email or social username), the account
// type in use and its switch where the frame offers smart accounts (SPEC §1, §3, §6), and
// 'Update email' for an email login.
import { useState } from 'react'
import { messageOf, TOKENS, type AccountType } from 'portico'
import { useKernel, useObservable } from 'portico/react'
import { SecondaryButton } from '../../../ui/components/buttons.tsx'
import { useAccountState } from '../../../ui/hooks/use-account-state.ts'
import { pushView } from '../../../ui/views/push-view.ts'
import { SOCIAL_NAMES } from '../social-names.ts'
import { embeddedAdapter } from './embedded-adapter.ts'

const TYPE_NAMES: Record<AccountType, string> = { eoa: 'EOA', smartAccount: 'Smart Account' }

export default function AccountSection() {
  const kernel = useKernel()
  const frame = kernel.get(TOKENS.authFrame)
  const account = useAccountState('eip155')
  // the networks with smart accounts arrive with the frame's initialization
  useObservable(frame.state$, () => frame.get())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!account?.address) return null

  const adapter = embeddedAdapter(kernel)
  const type: AccountType = account.preferredAccountType ?? 'eoa'
  const other: AccountType = type === 'eoa' ? 'smartAccount' : 'eoa'
  // a chain without smart accounts uses the EOA and offers no switch (nothing to switch to)
  const canSwitch = adapter.canUseSmartAccount()
  const email = account.user?.email ?? undefined
  const userName = account.user?.userName
  const social = account.socialProvider

  async function switchType() {
    setBusy(true)
    setError(undefined)
    try {
      await adapter.setPreferredAccountType(other)
      kernel.get(TOKENS.toast).success(`Switched to your ${TYPE_NAMES[other]}`)
    } catch (failure) {
      setError(messageOf(failure) || 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label="Embedded wallet" className="flex w-full flex-col gap-2 rounded-lg bg-surface p-3" data-testid="embedded-account-section">
      <dl className="flex flex-col gap-1 text-sm">
        {(email || userName) && (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{social && !email ? (SOCIAL_NAMES[social as keyof typeof SOCIAL_NAMES] ?? social) : 'Email'}</dt>
            <dd className="truncate font-medium text-fg" data-testid="embedded-account-user">
              {email ?? `@${userName}`}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Account type</dt>
          <dd className="font-medium text-fg" data-testid="embedded-account-type">
            {TYPE_NAMES[type]}
          </dd>
        </div>
        {type === 'smartAccount' && (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">Deployed</dt>
            <dd className="font-medium text-fg" data-testid="embedded-account-deployed">
              {/* a smart account gets its code with its first transaction (ERC-4337) */}
              {account.smartAccountDeployed ? 'Yes' : 'Not yet'}
            </dd>
          </div>
        )}
      </dl>
      {canSwitch && (
        <SecondaryButton disabled={busy} aria-busy={busy || undefined} data-testid="embedded-account-switch" onClick={() => void switchType()}>
          {busy ? 'Switching…' : other === 'eoa' ? 'Switch to your EOA' : 'Switch to smart account'}
        </SecondaryButton>
      )}
      {email && !social && (
        <SecondaryButton data-testid="embedded-account-update-email" onClick={() => pushView(kernel, 'UpdateEmailWallet', { email })}>
          Update email
        </SecondaryButton>
      )}
      {error && (
        <p role="alert" className="text-sm text-error" data-testid="embedded-account-error">
          {error}
        </p>
      )}
    </section>
  )
}
