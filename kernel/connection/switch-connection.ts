// Switching the active connection of a namespace: the account, the provider and every request
// follow the connection switched to at once, with no prompt and no "disconnected" in between.
import type { ChainNamespace } from '../caip/caip.ts'
import { parseCaipAddress } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { AccountFollowing } from './account-following.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { SwitchResult } from './connection-types.ts'
import type { LiveConnection } from './live-connections.ts'

export type { SwitchResult } from './connection-types.ts'

export interface ActivateDeps {
  following: AccountFollowing
  loadProfile(ns: ChainNamespace, address: string): Promise<void>
}

/**
 * Makes a held connection the namespace's active one: the account it kept becomes the namespace's
 * account (the one it replaces is kept in turn), and the network follows the wallet's chain.
 * Reported as SWITCH_CONNECTION.
 */
export function activate(ctx: ConnectionContext, deps: ActivateDeps, target: LiveConnection): void {
  const ns = target.namespace
  const { accounts } = ctx
  const next = target.held
  if (!next?.address) throw new PorticoError('CONNECTION_NOT_FOUND', 'Connection not found', { details: `${target.connectorId} has no account in ${ns}` })
  const current = ctx.live.get(ns)
  if (current && current !== target) current.held = accounts.account(ns)
  target.held = undefined
  ctx.live.activate(ns, target.connectorId)
  accounts.set(ns, { ...next, status: 'connected', currentTab: accounts.account(ns).currentTab })
  if (next.caipAddress) deps.following.followChain(ns, parseCaipAddress(next.caipAddress).chainId)
  accounts.persist()
  void deps.loadProfile(ns, next.address)
  ctx.events.next({ type: 'SWITCH_CONNECTION', namespace: ns, connectorId: target.connectorId, address: next.address })
}

/**
 * Switches to the connection of `connectorId` in `ns` (and to `address` among its accounts when
 * given). Unknown connection or address: CONNECTION_NOT_FOUND, and nothing changes.
 */
export function switchConnection(ctx: ConnectionContext, deps: ActivateDeps, ns: ChainNamespace, connectorId: string, address?: string): SwitchResult {
  const current = ctx.live.get(ns)
  const target = ctx.live.find(ns, connectorId)
  if (!target) throw new PorticoError('CONNECTION_NOT_FOUND', 'Connection not found', { details: `no ${ns} connection with ${connectorId}` })
  const hasSwitchedWallet = target !== current
  const addresses = (hasSwitchedWallet ? target.held : ctx.accounts.account(ns))?.allAccounts.map((a) => a.address) ?? []
  if (address !== undefined && !addresses.some((a) => a.toLowerCase() === address.toLowerCase())) {
    throw new PorticoError('CONNECTION_NOT_FOUND', 'Connection not found', { details: `${connectorId} has no account ${address} in ${ns}` })
  }
  if (hasSwitchedWallet) activate(ctx, deps, target)
  const before = ctx.accounts.account(ns).address
  const wanted = address !== undefined ? addresses.find((a) => a.toLowerCase() === address.toLowerCase())! : before!
  const hasSwitchedAccount = wanted !== before
  if (hasSwitchedAccount) {
    deps.following.setAddress(ns, [wanted, ...addresses.filter((a) => a !== wanted)])
    void deps.loadProfile(ns, wanted)
  }
  if (hasSwitchedAccount) ctx.events.next({ type: 'SWITCH_CONNECTION', namespace: ns, connectorId, address: wanted })
  return { namespace: ns, connectorId, address: wanted, hasSwitchedWallet, hasSwitchedAccount }
}
