// A transaction the modal itself sends (Send, Swap) from the embedded smart account on a chain the
// app sponsors: the eth_sendTransaction goes to the frame as ONE wallet_sendCalls call with the
// chain's paymasterService (ERC-7677), so the frame's card says who pays the gas and the user's ETH
// does not move; the answer is still the transaction hash, read from wallet_getCallsStatus once the
// operation is mined, as eth_sendTransaction answers.
import { PorticoError, SPONSOR_OF_METHOD } from 'portico'

type Request = (name: 'RPC_REQUEST', payload: { method: string; params?: unknown; chainId?: string | number }) => Promise<unknown>
type Tx = { from?: string; to?: string; value?: string; data?: string; gas?: string }
type CallsStatus = { status?: number | string; receipts?: { status?: string; transactionHash?: string }[] }

/** wallet_sendCalls params of `txs` (one, or the calls of one batch, in order) with the chain's paymasterService. */
export function sponsoredCallsParams(txs: readonly Tx[], chainId: number, paymasterUrl: string) {
  if (txs.length === 0 || txs.some((tx) => !tx.to)) throw new PorticoError('INVALID_TRANSACTION', 'A sponsored transaction needs a "to" address')
  const calls = txs.map((tx) => ({ to: tx.to, ...(tx.value ? { value: tx.value } : {}), ...(tx.data ? { data: tx.data } : {}) }))
  const from = txs[0]!.from
  return [{ version: '2.0.0', ...(from ? { from } : {}), chainId: `0x${chainId.toString(16)}`, calls, capabilities: { paymasterService: { url: paymasterUrl } } }]
}

/** Who would pay the gas of `txs` sent as one batch, asked of the frame with the same params the send will use: `{ sponsor }`, or null. */
export async function sponsorOfTransaction(request: Request, txs: readonly Tx[], chainId: number, paymasterUrl: string): Promise<{ sponsor: string } | null> {
  const answer = (await request('RPC_REQUEST', { method: SPONSOR_OF_METHOD, params: sponsoredCallsParams(txs, chainId, paymasterUrl) })) as { sponsor?: unknown } | null
  return typeof answer?.sponsor === 'string' ? { sponsor: answer.sponsor } : null
}

/** How long a sponsored operation may take to be mined before the send fails. */
const MINED_WITHIN_MS = 120_000

/** Sends `tx` as a sponsored one-call wallet_sendCalls through `request`; resolves with its transaction hash once mined. */
export async function sendSponsoredTransaction(request: Request, tx: Tx, chainId: number, paymasterUrl: string, pollMs = 250): Promise<string> {
  const sent = await request('RPC_REQUEST', { method: 'wallet_sendCalls', params: sponsoredCallsParams([tx], chainId, paymasterUrl) })
  const id = typeof sent === 'string' ? sent : String((sent as { id?: unknown }).id)
  const deadline = Date.now() + MINED_WITHIN_MS
  for (;;) {
    const status = (await request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    const code = typeof status.status === 'number' ? status.status : 100
    if (code >= 200) {
      const receipt = status.receipts?.[status.receipts.length - 1]
      if (code >= 400 || !receipt?.transactionHash || receipt.status === '0x0') throw new PorticoError('TRANSACTION_REVERTED', `The sponsored transaction ${receipt?.transactionHash ?? id} reverted`)
      return receipt.transactionHash
    }
    if (Date.now() > deadline) throw new PorticoError('TRANSACTION_TIMEOUT', `The sponsored transaction ${id} was not mined within ${MINED_WITHIN_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
