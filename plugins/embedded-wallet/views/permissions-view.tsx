// The Permissions view (features.smartSessions, reached from the embedded wallet's part of the Account
// view): the account's active ERC-7715 permissions from the sessions API, each with what the app may
// do, its limit and until when, and Revoke, which the smart account sends on chain. The user's click
// on Revoke is the approval: the request goes to the frame directly, with no second card.
import { useCallback, useEffect, useState } from 'react'
import { TOKENS } from 'portico'
import { SecondaryButton, truncateAddress, useAccountState, useKernel, useLocale, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { activeSessions, permissionEntries, type PermissionEntry, type TokenInfo } from '../permission-entries.ts'
import { failureText } from './failure-text.ts'
import { readTokenInfo } from '../read-token-info.ts'

export const title = 'Permissions'
export const titleId = 'embedded.permissions.title'

export default function PermissionsView() {
  const kernel = useKernel()
  const account = useAccountState('eip155')
  const t = useTranslate(messages)
  const locale = useLocale()
  const [entries, setEntries] = useState<PermissionEntry[]>()
  const [revoking, setRevoking] = useState<string>()
  const [error, setError] = useState<string>()
  const caipAddress = account?.status === 'connected' ? account.caipAddress : undefined

  const load = useCallback(async () => {
    if (!caipAddress) return setEntries([])
    const network = kernel.get(TOKENS.network).get().activeByNamespace['eip155']
    const rpc = kernel.get(TOKENS.rpc)
    const { pcis } = await kernel.get(TOKENS.blockchainApi).getSessions({ caipAddress })
    const tokenInfo = async (address: string): Promise<TokenInfo | undefined> => (network ? readTokenInfo(rpc, network, address) : undefined)
    setEntries(await permissionEntries(activeSessions(pcis, Date.now() / 1000), tokenInfo))
  }, [kernel, caipAddress])

  useEffect(() => {
    load().catch((failure: unknown) => {
      setEntries([])
      setError(failureText(t, failure))
    })
  }, [load, t])

  async function revoke(entry: PermissionEntry) {
    setRevoking(entry.context)
    setError(undefined)
    try {
      await kernel.get(TOKENS.authFrame).request('RPC_REQUEST', { method: 'wallet_revokePermissions', params: [{ permissionContext: entry.context }] })
      kernel.get(TOKENS.toast).success(t('embedded.permissions.revoked'))
      await load()
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setRevoking(undefined)
    }
  }

  const until = (expiry: number) => new Intl.DateTimeFormat(locale.tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiry * 1000))

  return (
    <div className="flex flex-col gap-3 pt-2" data-testid="permissions-view">
      {entries === undefined ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {t('embedded.permissions.loading')}
        </p>
      ) : entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted" data-testid="permissions-none">
          {t('embedded.permissions.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('embedded.permissions.title')}>
          {entries.map((entry) => (
            <li key={entry.context} className="flex flex-col gap-2 rounded-lg bg-surface p-3 text-sm" aria-label={entry.app}>
              <p className="font-semibold text-fg">{entry.app}</p>
              <p className="text-fg">
                {entry.limit !== undefined && entry.recipient
                  ? t('embedded.permissions.transfer', { amount: `${entry.limit} ${entry.token}`, to: truncateAddress(entry.recipient) })
                  : entry.token}
              </p>
              <p className="text-muted">{t('embedded.permissions.until', { date: until(entry.expiry) })}</p>
              <SecondaryButton disabled={revoking !== undefined} aria-busy={revoking === entry.context || undefined} onClick={() => void revoke(entry)}>
                {revoking === entry.context ? t('embedded.permissions.revoking') : t('embedded.permissions.revoke')}
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
