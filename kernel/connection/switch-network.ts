import type { Network } from '../network/network.ts'
import type { AccountFollowing } from './account-following.ts'
import type { ConnectionContext } from './connection-context.ts'

/** Switches the active network; asks the wallet when that namespace is connected. */
export async function switchNetwork(ctx: ConnectionContext, following: AccountFollowing, target: Network | string, refreshBalance: (ns: Network['chainNamespace']) => Promise<void>): Promise<void> {
  const { network } = ctx.deps
  const net = network.resolveTarget(target)
  const ns = net.chainNamespace
  const adapter = ctx.routing.adapterOf(ns)
  const state = network.get()
  const connected = ctx.accounts.account(ns).status === 'connected'
  // Back to another namespace's network its wallet is already on: nothing to ask the wallet.
  const alreadyThere = ns !== state.activeNamespace && state.activeByNamespace[ns]?.caipNetworkId === net.caipNetworkId
  if (connected && adapter?.switchNetwork && !alreadyThere) {
    await adapter.switchNetwork(net)
    // The wallet's chainChanged event normally lands first; this covers wallets that do not emit it.
    if (network.get().activeByNamespace[ns]?.caipNetworkId !== net.caipNetworkId || network.get().unsupportedChainId !== undefined) {
      following.followChain(ns, net.id, false)
    } else network.setActive(net)
    return
  }
  network.setActive(net)
  if (ctx.accounts.account(ns).status === 'connected') void refreshBalance(ns)
}
