// The viem part of paying from a wallet, loaded by `import()` when a payment goes out (viem stays
// out of the page's first bundle): the call a payment is (native value, or ERC-20
// `transfer(recipient, amount)` to the token contract) and its receipt from the network's nodes,
// through the kernel's RPC transport.
import { createPublicClient, custom, encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import type { RpcProvider } from 'portico'
import type { PayPlan } from './pay-types.ts'

export function paymentCall(plan: Pick<PayPlan, 'contract' | 'recipient' | 'baseUnits'>): { to: string; value: bigint; data?: string } {
  if (!plan.contract) return { to: plan.recipient, value: plan.baseUnits }
  return { to: plan.contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [plan.recipient as Address, plan.baseUnits] }) }
}

/** Waits for the transaction's receipt on the network's transport; resolves with whether it succeeded. */
export async function waitForPayment(provider: RpcProvider, hash: string, timeoutMs: number): Promise<'success' | 'reverted'> {
  // the transport retries; viem's client does not again
  const client = createPublicClient({ transport: custom(provider, { retryCount: 0 }) })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, timeout: timeoutMs, pollingInterval: 500 })
  return receipt.status
}
