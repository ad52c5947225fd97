// The tokens the Send view offers: the account's portfolio from the blockchain API (balance:
// native + ERC-20 with balances) on the active network, with the native balance from the chain when
// the portfolio has none (an API that is down or does not serve the network still lets ETH go).
import { parseCaipAddress, type BalanceApi, type Network, type TokenBalance } from 'portico'
import { parseUnitsExact } from './amount.ts'
import type { SendToken } from './send-types.ts'

export interface LoadSendTokensParams {
  address: string
  network: Network
  /** The account's native balance as the kernel shows it (whole units, e.g. `1.5`), if known. */
  nativeBalance?: string
}

function fromPortfolio(entry: TokenBalance, network: Network): SendToken | undefined {
  if (entry.chainId !== null && entry.chainId !== network.caipNetworkId) return undefined
  const decimals = Number(entry.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0) return undefined
  const balance = parseUnitsExact(entry.quantity.numeric, decimals)
  if (balance === undefined || balance === 0n) return undefined
  let contract: string | undefined
  if (entry.address !== null) {
    try {
      contract = parseCaipAddress(entry.address).address
    } catch {
      // a plain address is accepted too
      contract = entry.address.includes(':') ? undefined : entry.address
    }
    if (!contract) return undefined
  }
  return { symbol: entry.symbol, name: entry.name, decimals, contract, balance, iconUrl: entry.iconUrl || undefined }
}

/**
 * The sendable tokens, native first. Solana sends are SOL transfers (the solana adapter's
 * sendTransaction), so on Solana only the native token is offered.
 */
export async function loadSendTokens(api: Pick<BalanceApi, 'getBalance'>, params: LoadSendTokensParams): Promise<SendToken[]> {
  const { network } = params
  const { balances } = await api.getBalance({ address: params.address, chainId: network.caipNetworkId })
  const tokens = balances.flatMap((entry) => fromPortfolio(entry, network) ?? [])
  const fromChain = params.nativeBalance === undefined ? undefined : parseUnitsExact(params.nativeBalance, network.nativeCurrency.decimals)
  const native: SendToken | undefined =
    tokens.find((t) => !t.contract) ??
    (fromChain
      ? { symbol: network.nativeCurrency.symbol, name: network.nativeCurrency.name, decimals: network.nativeCurrency.decimals, balance: fromChain }
      : undefined)
  const erc20 = network.chainNamespace === 'eip155' ? tokens.filter((t) => t.contract) : []
  return native ? [native, ...erc20] : erc20
}
