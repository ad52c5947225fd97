// Send's Max: the whole balance of a token; of the native coin, what is left once the network fee
// of the send (to the receiver, or to the account itself before one is typed) is kept aside.
import { formatUnits, type Network, type RpcService } from 'portico'
import type { SendToken } from './send-types.ts'
import { estimateFee } from './submit-send.ts'

/** The amount Max fills in, as a decimal of the token (never below 0). */
export async function maxSendAmount(rpc: Pick<RpcService, 'provider'>, network: Network, from: string, token: SendToken, to: string): Promise<string> {
  if (token.contract) return formatUnits(token.balance, token.decimals)
  const fee = (await estimateFee(rpc, network, from, token, to, 0n))?.fee ?? 0n
  return formatUnits(token.balance > fee ? token.balance - fee : 0n, token.decimals)
}
