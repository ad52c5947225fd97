// A connection held beside the active one of its namespace: the account it will show when switched
// to, built from its wallet's session and kept on what that wallet reports while it is not active.
import type { AdapterEvent, AdapterSession } from '../adapter/chain-adapter.ts'
import { parseCaipAddress, toCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import { explorerAddressUrl } from '../network/explorer-urls.ts'
import type { Network } from '../network/network.ts'
import { accountInfoPatch } from './account-info.ts'
import { emptyAccount, type AccountState, type ConnectedWalletInfo } from './account-state.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { LiveConnection } from './live-connections.ts'

/** The account's addresses on `network`: the selected one first, each with the type the wallet gave it (else 'eoa'). */
function withAddresses(account: AccountState, addresses: readonly string[], network: Network | undefined): AccountState {
  const address = addresses[0]!
  const known = account.allAccounts
  const typed = addresses.map((a) => known.find((k) => k.address.toLowerCase() === a.toLowerCase()) ?? { address: a, type: 'eoa' as const })
  const others = known.filter((k) => !typed.some((t) => t.address.toLowerCase() === k.address.toLowerCase()))
  return {
    ...account,
    ...(account.address !== address ? { profileName: undefined, profileImage: undefined, balance: undefined, balanceSymbol: undefined } : {}),
    address,
    caipAddress: network ? toCaipAddress(network.caipNetworkId, address) : account.caipAddress,
    allAccounts: [...typed, ...others],
    addressExplorerUrl: explorerAddressUrl(network, address),
  }
}

/** The account a session shows: connected, on the wallet's chain when the app lists it, else on `fallback`. */
export function sessionAccount(
  ns: ChainNamespace,
  connectorId: string,
  session: AdapterSession,
  walletInfo: ConnectedWalletInfo | undefined,
  network: Network | undefined,
): AccountState {
  const base: AccountState = { ...emptyAccount(ns, 'connected'), connectorId, connectedWalletInfo: walletInfo, ...accountInfoPatch(session) }
  return withAddresses(base, session.accounts, network)
}

/** The network a held account is on (its CAIP address says which), when the app lists it. */
export function heldNetwork(ctx: Pick<ConnectionContext, 'deps'>, account: AccountState): Network | undefined {
  if (!account.caipAddress) return undefined
  const { namespace, chainId } = parseCaipAddress(account.caipAddress)
  return ctx.deps.network.find(chainId, namespace)
}

/**
 * Follows a held connection's wallet: a changed account or chain updates the account it will show;
 * a wallet that ends its session (or drops every account) disconnects that connection only.
 */
export function followHeld(ctx: ConnectionContext, connection: LiveConnection, event: AdapterEvent, disconnect: (ns: ChainNamespace, connectorId: string) => Promise<void>): void {
  const held = connection.held
  if (!held) return
  const ns = connection.namespace
  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
    void disconnect(ns, connection.connectorId).catch((error: unknown) => ctx.deps.logger.warn(`the held ${connection.connectorId} connection did not end cleanly`, error))
    return
  }
  if (event.type === 'accountsChanged') connection.held = withAddresses(held, event.accounts, heldNetwork(ctx, held))
  else if (event.type === 'accountInfoChanged') connection.held = { ...held, ...accountInfoPatch(event.info) }
  else if (event.type === 'chainChanged') {
    // a chain the app does not list leaves the held account where it was: switching to it shows UnsupportedChain then
    const net = ctx.deps.network.find(event.chainId, ns)
    if (net && held.address) connection.held = withAddresses(held, [held.address, ...held.allAccounts.slice(1).map((a) => a.address)], net)
  } else return
  ctx.live.touch()
}
