// The viem part of Swap, loaded by import() once a swap goes out (viem stays out of the page's first
// bundle and out of the views' chunks): waiting for a transaction's receipt on the network's nodes
// (through the kernel's RPC transport), and reading from it what the account received.
import { createPublicClient, custom, erc20Abi, parseEventLogs, type Address, type Hex, type TransactionReceipt } from 'viem'
import type { Network, RpcService } from 'portico'

/** How long a swap or approval may take to be mined before the view stops waiting. */
export const RECEIPT_TIMEOUT_MS = 120_000

/** The chain part over the kernel's transport (it retries; viem's own client does not again). */
export function swapChain(rpc: Pick<RpcService, 'provider'>) {
  const clientFor = (network: Network) => createPublicClient({ transport: custom(rpc.provider(network), { retryCount: 0 }), pollingInterval: 250 })
  return {
    /** The receipt of `hash` once mined (its status says whether it reverted). */
    waitForReceipt: (network: Network, hash: string): Promise<TransactionReceipt> =>
      clientFor(network).waitForTransactionReceipt({ hash: hash as Hex, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: 250 }),
    receivedAmount: (network: Network, receipt: TransactionReceipt, output: { contract?: string }, account: string) => receivedAmount(clientFor(network), receipt, output, account),
  }
}

/**
 * What `account` received of the swap's output: an ERC-20's Transfer events to it in the receipt,
 * or for the native coin its balance change over the block plus the fee it paid (when it sent the
 * transaction itself). Undefined when it cannot be told (another transaction of the account in the
 * same block, an archive-less node).
 */
async function receivedAmount(client: ReturnType<typeof createPublicClient>, receipt: TransactionReceipt, output: { contract?: string }, account: string): Promise<bigint | undefined> {
  const to = account.toLowerCase()
  if (output.contract) {
    const contract = output.contract.toLowerCase()
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) => log.address.toLowerCase() === contract && log.args.to.toLowerCase() === to,
    )
    return transfers.length ? transfers.reduce((sum, log) => sum + log.args.value, 0n) : undefined
  }
  try {
    const [before, after] = await Promise.all([
      client.getBalance({ address: account as Address, blockNumber: receipt.blockNumber - 1n }),
      client.getBalance({ address: account as Address, blockNumber: receipt.blockNumber }),
    ])
    const fee = receipt.from.toLowerCase() === to ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
    const received = after - before + fee
    return received > 0n ? received : undefined
  } catch {
    return undefined
  }
}
