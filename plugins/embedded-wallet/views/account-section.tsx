// The embedded wallet's part of the Account view (the core view renders the 'AccountSection' view
// while the AUTH connector is connected): who is signed in (email or social username), the account
// type in use (EOA, smart account, or the EIP-7702 smart account at the key's own address; the
// app's defaultAccountTypes.eip155, else the smart account, by default on EVM) and its switch where
// the frame offers smart accounts (between the EOA and the app's smart kind), 'Update email' for an email login, and 'Permissions' with features.smartSessions.
import { useState } from 'react'
import { TOKENS, type AccountType } from 'portico'
import { useKernel, useObservable, SecondaryButton, useAccountState, pushView, useTranslate } from '../../../ui/kit/index.ts'
import { appDefaultAccountType } from '../account-type.ts'
import { SOCIAL_NAMES } from '../social-names.ts'
import messages from '../messages/compiled/en.ts'
import { embeddedAdapter } from './embedded-adapter.ts'
import { failureText } from './failure-text.ts'

const TYPE_NAMES = { eoa: 'embedded.account.eoa', smartAccount: 'embedded.account.smartAccount', eip7702: 'embedded.account.eip7702' } as const
const SWITCH_TO = { eoa: 'embedded.account.toEoa', smartAccount: 'embedded.account.toSmart', eip7702: 'embedded.account.to7702' } as const
const SWITCHED = { eoa: 'embedded.account.switchedEoa', smartAccount: 'embedded.account.switchedSmart', eip7702: 'embedded.account.switched7702' } as const

export default function AccountSection() {
  const kernel = useKernel()
  const frame = kernel.get(TOKENS.authFrame)
  const account = useAccountState('eip155')
  // the networks with smart accounts arrive with the frame's initialization
  useObservable(frame.state$, () => frame.get())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const t = useTranslate(messages)
  if (!account?.address) return null

  const adapter = embeddedAdapter(kernel)
  const type: AccountType = account.preferredAccountType ?? 'eoa'
  // the smart kind this app uses: the 7702 account when it chose it, else the contract account
  const appDefault = appDefaultAccountType(kernel.options.defaultAccountTypes)
  const other: AccountType = type !== 'eoa' ? 'eoa' : appDefault === 'eoa' ? 'smartAccount' : appDefault
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
      kernel.get(TOKENS.toast).success(t(SWITCHED[other]))
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label={t('embedded.account.section')} className="flex w-full flex-col gap-2 rounded-lg bg-surface p-3" data-testid="embedded-account-section">
      <dl className="flex flex-col gap-1 text-sm">
        {(email || userName) && (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{social && !email ? (SOCIAL_NAMES[social as keyof typeof SOCIAL_NAMES] ?? social) : t('embedded.email')}</dt>
            <dd className="truncate font-medium text-fg" data-testid="embedded-account-user">
              {email ?? `@${userName}`}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('embedded.account.type')}</dt>
          <dd className="font-medium text-fg" data-testid="embedded-account-type">
            {t(TYPE_NAMES[type])}
          </dd>
        </div>
        {type !== 'eoa' && (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{t(type === 'eip7702' ? 'embedded.account.delegated' : 'embedded.account.deployed')}</dt>
            <dd className="font-medium text-fg" data-testid="embedded-account-deployed">
              {/* a smart account gets its code with its first transaction (ERC-4337); a 7702 account its delegation */}
              {account.smartAccountDeployed ? t('embedded.account.yes') : t('embedded.account.notYet')}
            </dd>
          </div>
        )}
      </dl>
      {canSwitch && (
        <SecondaryButton disabled={busy} aria-busy={busy || undefined} data-testid="embedded-account-switch" onClick={() => void switchType()}>
          {busy ? t('embedded.account.switching') : t(SWITCH_TO[other])}
        </SecondaryButton>
      )}
      {email && !social && (
        <SecondaryButton data-testid="embedded-account-update-email" onClick={() => pushView(kernel, 'UpdateEmailWallet', { email })}>
          {t('embedded.account.updateEmail')}
        </SecondaryButton>
      )}
      {kernel.options.features.smartSessions && type === 'smartAccount' && (
        // the permissions apps hold on this smart account (ERC-7715), each revocable on chain
        <SecondaryButton data-testid="embedded-account-permissions" onClick={() => pushView(kernel, 'Permissions')}>
          {t('embedded.permissions.open')}
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
