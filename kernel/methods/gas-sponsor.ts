// Who pays the gas of what a view is about to send, asked before the review shows a fee: a
// smart account whose wallet names a sponsor (SPONSOR_OF_METHOD) has its gas paid by that
// sponsor, and the review says so instead of an ETH fee the account will not pay. Only a smart
// account (an ERC-4337 contract account, or a key upgraded in place by EIP-7702) has its gas paid
// by a paymaster, so other accounts' wallets are not asked; a wallet that
// does not know the method, or fails to answer, means the account pays.
import type { ConnectionService } from '../connection/connection-service.ts'
import type { Network } from '../network/network.ts'
import { SPONSOR_OF_METHOD } from './paymaster-capability.ts'

/** One call of what is about to be sent, as the view builds it. */
export interface SponsoredCall {
  to: string
  value?: bigint
  data?: string
}

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * The sponsor's name when the gas of `calls` (sent by `from` on `network`, in order, as one batch)
 * is paid by a sponsor, else undefined. `calls` may be a function that builds them: it is called
 * only when the wallet is asked (building a call can cost a request), and its failure rejects.
 */
export async function gasSponsorOf(
  connection: Pick<ConnectionService, 'getProvider' | 'account'>,
  network: Network,
  from: string,
  calls: readonly SponsoredCall[] | (() => Promise<readonly SponsoredCall[]>),
): Promise<string | undefined> {
  const type = connection.account('eip155').preferredAccountType
  if (network.chainNamespace !== 'eip155' || (type !== 'smartAccount' && type !== 'eip7702')) return undefined
  const provider = connection.getProvider('eip155') as Partial<Eip1193> | undefined
  if (typeof provider?.request !== 'function') return undefined
  const built = typeof calls === 'function' ? await calls() : calls
  if (built.length === 0) return undefined
  const txs = built.map((call) => ({ from, to: call.to, value: `0x${(call.value ?? 0n).toString(16)}`, ...(call.data ? { data: call.data } : {}) }))
  try {
    const answer = (await provider.request({ method: SPONSOR_OF_METHOD, params: txs })) as { sponsor?: unknown } | null
    return typeof answer?.sponsor === 'string' && answer.sponsor ? answer.sponsor : undefined
  } catch {
    return undefined
  }
}
