// What the sign-in flow's parts share: the flow's state, an explicit record of which evaluation is
// current and which one put a prompt on the router, and the questions every part asks of the
// connection (the active account, the account that needs a session, the analytics properties).
import { BehaviorSubject } from 'rxjs'
import type { AccountState, CaipAddress } from 'portico'
import { SIWX_NAMESPACES, type SiwxFlowDeps, type SiwxState } from './flow-contract.ts'

export interface SiwxContext {
  readonly deps: SiwxFlowDeps
  readonly state: BehaviorSubject<SiwxState>
  readonly run: {
    /** The account last evaluated; a change starts a new evaluation. */
    target?: CaipAddress
    /** Bumped on every evaluation: late answers about an older account are dropped. */
    generation: number
    /** The generation whose sign-in transaction is on the router's stack. */
    prompted?: number
  }
}

export function createSiwxContext(deps: SiwxFlowDeps): SiwxContext {
  return { deps, state: new BehaviorSubject<SiwxState>({ status: 'idle' }), run: { generation: 0 } }
}

export const activeAccount = ({ deps }: SiwxContext): AccountState => deps.connection.account(deps.network.get().activeNamespace)
export const required = ({ deps: { config } }: SiwxContext) => !!config && (config.getRequired?.() ?? false)

/** The account that needs a session: connected, on a listed network of a namespace sign-in covers. */
export function signInAccount(context: SiwxContext): CaipAddress | undefined {
  const account = activeAccount(context)
  if (!context.deps.config || account.status !== 'connected' || !account.caipAddress) return undefined
  if (context.deps.network.get().unsupportedChainId !== undefined || !SIWX_NAMESPACES.includes(account.namespace)) return undefined
  return account.caipAddress
}

export const isSmartAccount = (account: AccountState) =>
  account.preferredAccountType === 'smartAccount' || account.allAccounts.some((a) => a.address === account.address && a.type === 'smartAccount')
export const eventProperties = (context: SiwxContext) => ({
  network: context.deps.network.get().activeNetwork.caipNetworkId,
  isSmartAccount: isSmartAccount(activeAccount(context)),
})
