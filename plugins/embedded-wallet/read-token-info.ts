// An ERC-20 token's symbol and decimals, read on chain with two eth_calls through the kernel's RPC
// transport (the Permissions view names a permission's token in words). viem is imported by name,
// not as a dynamic import of the whole package, which would make an app's bundler keep every viem
// export in reach and split the app's first bundle into several chunks.
import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import type { Network, RpcService } from 'portico'
import type { TokenInfo } from './permission-entries.ts'

export async function readTokenInfo(rpc: Pick<RpcService, 'request'>, network: Network, address: string): Promise<TokenInfo> {
  const call = async (functionName: 'symbol' | 'decimals') =>
    decodeFunctionResult({
      abi: erc20Abi,
      functionName,
      data: (await rpc.request(network, 'eth_call', [{ to: address, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest'])) as `0x${string}`,
    })
  const [symbol, decimals] = await Promise.all([call('symbol'), call('decimals')])
  return { symbol: symbol as string, decimals: Number(decimals) }
}
