// The viem part of Send on EVM networks, loaded by `import()` on the first estimate or send (viem
// stays out of the page's first bundle): the call a transfer is (native value, or ERC-20
// `transfer(to, amount)` calldata to the token contract) and its network fee from the network's nodes
// (through the kernel's RPC transport).
import { createPublicClient, custom, encodeFunctionData, erc20Abi, isAddress, type Address, type Hex } from 'viem'
import { PorticoError, type RpcProvider } from 'portico'
import type { SendToken } from './send-types.ts'

export interface EvmCall {
  to: string
  value: bigint
  data?: string
}

export interface NetworkFee {
  gas: bigint
  /** What a unit of gas may cost at most (EIP-1559 maxFeePerGas, or the legacy gas price). */
  feePerGas: bigint
  /** gas × feePerGas, in the native token's smallest unit. */
  fee: bigint
}

/** The call that moves `value` of `token` to `to`. A mixed-case address with a wrong checksum is refused (a typo). */
export function transferCall(token: Pick<SendToken, 'contract'>, to: string, value: bigint): EvmCall {
  if (!isAddress(to)) throw new PorticoError('INVALID_ADDRESS', 'Invalid address: its checksum does not match (check for a typo)', { details: to })
  if (!token.contract) return { to, value }
  return { to: token.contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, value] }) }
}

/** Estimates the call's gas and fee per gas on the network's nodes (not through the wallet). */
export async function estimateNetworkFee(provider: RpcProvider, from: string, call: EvmCall): Promise<NetworkFee> {
  // the transport retries; viem's client does not again
  const client = createPublicClient({ transport: custom(provider, { retryCount: 0 }) })
  const [gas, fees] = await Promise.all([
    client.estimateGas({ account: from as Address, to: call.to as Address, value: call.value, data: call.data as Hex | undefined }),
    client.estimateFeesPerGas({ chain: null }).catch(async () => ({ maxFeePerGas: await client.getGasPrice() })),
  ])
  const feePerGas = ('maxFeePerGas' in fees && fees.maxFeePerGas !== undefined ? fees.maxFeePerGas : (fees as { gasPrice?: bigint }).gasPrice) ?? 0n
  return { gas, feePerGas, fee: gas * feePerGas }
}
