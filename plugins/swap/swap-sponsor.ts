// Who pays a swap's gas, asked when Review swap opens: with a sponsor (the app's paymaster, named by
// the wallet) the review says so instead of the quote's ETH network cost, since the approve and the
// swap go as one sponsored operation and the account's ETH does not move. The wallet is asked about
// the very calls the swap makes (the approval first when the quote needs one), so a sponsor that pays
// only for some contracts answers for these. Only a smart account's wallet is asked.
import { gasSponsorOf, toCaipAddress, type ConnectionService, type Network } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { buildApproveCall, buildSwapCall } from './swap-calls.ts'
import type { SwapPlan } from './swap-types.ts'

export interface SwapSponsorDeps {
  api: Pick<ConvertApi, 'buildApproveTransaction' | 'buildSwapTransaction'>
  connection: Pick<ConnectionService, 'getProvider' | 'account'>
}

/** The sponsor's name when `plan`'s gas is paid by one on `network`, else undefined (the account pays). */
export async function swapSponsorOf(deps: SwapSponsorDeps, network: Network, plan: SwapPlan): Promise<string | undefined> {
  const address = deps.connection.account('eip155').address
  if (!address || network.caipNetworkId !== plan.caipNetworkId) return undefined
  const userAddress = toCaipAddress(plan.caipNetworkId, address)
  return gasSponsorOf(deps.connection, network, address, async () => [
    ...(plan.quote.needsApproval ? [await buildApproveCall(deps.api, plan, userAddress)] : []),
    await buildSwapCall(deps.api, plan, userAddress),
  ])
}
