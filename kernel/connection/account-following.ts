import type { AdapterAccountInfo, AdapterEvent } from '../adapter/chain-adapter.ts'
import { toCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import { explorerAddressUrl } from '../network/explorer-urls.ts'
import { accountInfoPatch } from './account-info.ts'
import type { ConnectionContext } from './connection-context.ts'

/** Keeps the account state on what the wallet reports: its addresses, chain, account info and events. */
export interface AccountFollowing {
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

  function setAddress(ns: ChainNamespace, addresses: string[]) {
    const address = addresses[0]!
    const net = network.get().activeByNamespace[ns]
    // another account's name and balance must never show beside this address
    if (accounts.account(ns).address !== address) accounts.patch(ns, { profileName: undefined, profileImage: undefined, balance: undefined, balanceSymbol: undefined })
    // the types the wallet reported (AdapterAccountInfo.allAccounts) stay with their addresses
    const known = accounts.account(ns).allAccounts
    const typed = addresses.map((a) => known.find((k) => k.address.toLowerCase() === a.toLowerCase()) ?? { address: a, type: 'eoa' as const })
    const others = known.filter((k) => !typed.some((t) => t.address.toLowerCase() === k.address.toLowerCase()))
    accounts.patch(ns, {
      address,
      caipAddress: net ? toCaipAddress(net.caipNetworkId, address) : undefined,
      allAccounts: [...typed, ...others],
      addressExplorerUrl: explorerAddressUrl(net, address),
    })
    // a switched account or chain is what the next page load shows first
    if (accounts.account(ns).status === 'connected') accounts.persist()
  }

  function followChain(ns: ChainNamespace, chainId: number | string, keepNamespace = true) {
    const net = network.find(chainId, ns)
    const inactive = keepNamespace && ns !== network.get().activeNamespace
    if (net) {
      network.setActive(net, { keepNamespace })
      const address = accounts.account(ns).address
      if (address) setAddress(ns, [address, ...accounts.account(ns).allAccounts.slice(1).map((a) => a.address)])
      void actions.refreshBalance(ns)
      const router = deps.router()
      if (!inactive && router.get().view === 'UnsupportedChain' && deps.modal().get().open) deps.modal().close({ force: true })
      return
    }
    // the unsupported state and its view are about the namespace the visitor is on
    if (inactive) return logger.warn(`the ${ns} wallet moved to chain ${chainId}, which the app does not list`)
    network.setUnsupported(chainId)
    accounts.patch(ns, { balance: undefined, balanceSymbol: undefined })
    if (!deps.allowUnsupportedChain && deps.enableNetworkSwitch) deps.modal().open({ view: 'UnsupportedChain' })
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

  return { setAddress, followChain, applyInfo, onEvent }
}
