import type { ChainNamespace } from '../caip/caip.ts'
import type { ConnectionContext } from './connection-context.ts'

/** The account's name and avatar from the identity API (cached 5 min). */
export interface ProfileLoader {
  load(namespace: ChainNamespace, address: string): Promise<void>
  /** Reads them again past the cache (e.g. after the account registered a name). */
  refresh(namespace: ChainNamespace): Promise<void>
}

export function createProfileLoader(ctx: ConnectionContext): ProfileLoader {
  const { deps, accounts } = ctx
  /** Names are EVM-only: the identity API answers for eip155 addresses. */
  async function load(ns: ChainNamespace, address: string) {
    const net = deps.network.get().activeByNamespace[ns]
    // as for balances, test networks have no names to look up
    if (ns !== 'eip155' || !deps.identity || !net || net.testnet) return
    try {
      const identity = await deps.identity.getIdentity({ address, sender: address, caipNetworkId: net.caipNetworkId })
      if (ctx.disposed() || accounts.account(ns).address !== address) return
      accounts.patch(ns, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined })
    } catch (error) {
      // the address still shows; a name is an extra
      deps.logger.warn('identity fetch failed', error)
    }
  }
  return {
    load,
    async refresh(ns) {
      const { status, address } = accounts.account(ns)
      if (status !== 'connected' || !address) return
      deps.identity?.forgetIdentity(address)
      await load(ns, address)
    },
  }
}
