import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { useAccountState } from '../../hooks/use-account-state.ts'
import { PluginSection } from '../plugin-section.tsx'

/**
 * The contract for a plugin to add a section to the Account view while its AUTH connector (the
 * embedded wallet) is connected: it contributes a view named `AccountSection` (e.g. the user's
 * email, the account type and its switch). Other connections show nothing here.
 */
export const ACCOUNT_SECTION_VIEW = 'AccountSection'

export function PluginAccountSection() {
  const kernel = useKernel()
  const account = useAccountState()
  const connectorId = account?.status === 'connected' ? account.connectorId : undefined
  if (connectorId === undefined || kernel.get(TOKENS.connectors).find(connectorId)?.type !== 'AUTH') return null
  return <PluginSection name={ACCOUNT_SECTION_VIEW} />
}
