import type { AdapterAccountInfo, AdapterEvent, AdapterSession } from '../adapter/chain-adapter.ts'
import { toCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import type { Network } from '../network/network.ts'
import { explorerAddressUrl } from '../network/explorer-urls.ts'
import { accountInfoPatch, NO_ACCOUNT_INFO } from './account-info.ts'
import type { AccountState } from './account-state.ts'
import type { ConnectionContext } from './connection-context.ts'

/** Keeps the account state on what the wallet reports: its addresses, chain, account info and events. */
export interface AccountFollowing {
  /**
   * A session's account, published whole in one change (`base`, e.g. its status and connector, the
   * session's info, its addresses and caip address on the wallet's chain), then that chain followed
   * without reading anything: the app shows the account in the frame after the wallet's answer.
   * What a previous session reported is unset. The reads follow with `loadExtras`.
   */
  publish(ns: ChainNamespace, session: AdapterSession, base: Partial<AccountState>): void
  /** What follows a published account: written for the next page load, its name and balance read. */
  loadExtras(ns: ChainNamespace): void
  /** The wallet's accounts, the selected one first. */
  setAddress(ns: ChainNamespace, accounts: string[]): void
  /**
   * Follows the wallet onto a chain: a listed one becomes active, another one is "unsupported".
   * With `keepNamespace` (a wallet event, a connect or restore) a namespace that is not the active
   * one only records its network: one side of a multichain wallet never takes the active namespace.
   */
  followChain(ns: ChainNamespace, chainId: number | string, keepNamespace?: boolean): void
  /** Copies the account info a wallet reported (user, social provider, account types) into the state. */
  applyInfo(ns: ChainNamespace, info: AdapterAccountInfo): void
  /** `connectorId`: the connection the event came from (a wallet that ends its session disconnects that one only). */
  onEvent(ns: ChainNamespace, event: AdapterEvent, connectorId?: string): void
}

/** What following a wallet may start: the service's own actions. */
export interface FollowingActions {
  refreshBalance(ns: ChainNamespace): Promise<void>
  disconnect(ns: ChainNamespace, connectorId?: string): Promise<void>
  loadProfile(ns: ChainNamespace, address: string): Promise<void>
}

export function createAccountFollowing(ctx: ConnectionContext, actions: FollowingActions): AccountFollowing {
  const { deps, accounts } = ctx
  const { network, logger } = deps

  /** The address fields of the wallet's accounts on `net`; `known`: the accounts whose types the wallet reported. */
  function addressPatch(ns: ChainNamespace, addresses: string[], net: Network | undefined, known: AccountState['allAccounts']): Partial<AccountState> {
    const address = addresses[0]!
    // the types the wallet reported (AdapterAccountInfo.allAccounts) stay with their addresses
    const typed = addresses.map((a) => known.find((k) => k.address.toLowerCase() === a.toLowerCase()) ?? { address: a, type: 'eoa' as const })
    const others = known.filter((k) => !typed.some((t) => t.address.toLowerCase() === k.address.toLowerCase()))
    return {
      // another account's name and balance must never show beside this address
      ...(accounts.account(ns).address !== address ? { profileName: undefined, profileImage: undefined, balance: undefined, balanceSymbol: undefined } : {}),
      address,
      caipAddress: net ? toCaipAddress(net.caipNetworkId, address) : undefined,
      allAccounts: [...typed, ...others],
      addressExplorerUrl: explorerAddressUrl(net, address),
    }
  }

  function setAddress(ns: ChainNamespace, addresses: string[]) {
    accounts.patch(ns, addressPatch(ns, addresses, network.get().activeByNamespace[ns], accounts.account(ns).allAccounts))
    // a switched account or chain is what the next page load shows first
    if (accounts.account(ns).status === 'connected') accounts.persist()
  }

  function publish(ns: ChainNamespace, session: AdapterSession, base: Partial<AccountState>) {
    const net = network.find(session.chainId, ns) ?? network.get().activeByNamespace[ns]
    const info = accountInfoPatch(session)
    accounts.patch(ns, { ...base, ...NO_ACCOUNT_INFO, ...info, ...addressPatch(ns, session.accounts, net, info.allAccounts ?? []) })
    moveToChain(ns, session.chainId, true)
  }

  function loadExtras(ns: ChainNamespace) {
    const { status, address } = accounts.account(ns)
    if (status !== 'connected' || !address) return
    accounts.persist()
    void actions.loadProfile(ns, address)
    void actions.refreshBalance(ns)
  }

  /** The network side of following a wallet onto a chain; true when the app lists that chain. */
  function moveToChain(ns: ChainNamespace, chainId: number | string, keepNamespace: boolean): boolean {
    const net = network.find(chainId, ns)
    const inactive = keepNamespace && ns !== network.get().activeNamespace
    if (net) {
      network.setActive(net, { keepNamespace })
      const router = deps.router()
      if (!inactive && router.get().view === 'UnsupportedChain' && deps.modal().get().open) deps.modal().close({ force: true })
      return true
    }
    // the unsupported state and its view are about the namespace the visitor is on
    if (inactive) {
      logger.warn(`the ${ns} wallet moved to chain ${chainId}, which the app does not list`)
      return false
    }
    network.setUnsupported(chainId)
    accounts.patch(ns, { balance: undefined, balanceSymbol: undefined })
    if (!deps.allowUnsupportedChain && deps.enableNetworkSwitch) deps.modal().open({ view: 'UnsupportedChain' })
    return false
  }

  function followChain(ns: ChainNamespace, chainId: number | string, keepNamespace = true) {
    if (!moveToChain(ns, chainId, keepNamespace)) return
    const address = accounts.account(ns).address
    if (address) setAddress(ns, [address, ...accounts.account(ns).allAccounts.slice(1).map((a) => a.address)])
    void actions.refreshBalance(ns)
  }

  function applyInfo(ns: ChainNamespace, info: AdapterAccountInfo) {
    const p = accountInfoPatch(info)
    if (Object.keys(p).length) accounts.patch(ns, p)
  }

  function onEvent(ns: ChainNamespace, event: AdapterEvent, connectorId?: string) {
    logger.debug(`wallet event ${event.type}`, event)
    if (event.type === 'chainChanged') followChain(ns, event.chainId)
    else if (event.type === 'accountInfoChanged') applyInfo(ns, event.info)
    else if (event.type === 'accountsChanged') {
      if (event.accounts.length === 0) void actions.disconnect(ns, connectorId)
      else {
        setAddress(ns, event.accounts)
        void actions.loadProfile(ns, event.accounts[0]!)
        void actions.refreshBalance(ns)
      }
    } else if (event.type === 'disconnect') void actions.disconnect(ns, connectorId)
    else if (event.type === 'unavailable') {
      // A request was refused before it was sent: tell the visitor and offer to reconnect.
      logger.warn(`wallet unavailable (${event.reason}): ${event.message}`)
      deps.modal().open({
        view: 'ConnectionUnavailable',
        data: { namespace: ns, reason: event.reason, message: event.message, connectorId: accounts.account(ns).connectorId },
        namespace: ns,
      })
    }
  }

  return { publish, loadExtras, setAddress, followChain, applyInfo, onEvent }
}
