// wallet_switchEthereumChain, adding the chain first when the wallet does not know it.
import type { Network } from 'portico'
import type { Eip1193Provider } from './eip1193.ts'
import { numberToHex } from './hex.ts'

/**
 * Codes wallets answer a switch to an unknown chain with: 4902 (EIP-3326), -32603
 * (internal error, several mobile wallets; also seen without the sign) and 5000 (WalletConnect's
 * default). MetaMask mobile nests the real code in `data.originalError.code`.
 */
export const ADD_CHAIN_CODES: readonly number[] = [4902, -32603, 32603, 5000]

function codesOf(error: unknown): unknown[] {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: { code?: unknown } } | null
  return [e?.code, e?.data?.originalError?.code, e?.cause?.code]
}

export function isUnknownChainError(error: unknown): boolean {
  return codesOf(error).some((code) => typeof code === 'number' && ADD_CHAIN_CODES.includes(code))
}

/** EIP-3085 parameters for `wallet_addEthereumChain`. */
export function addChainParameter(network: Network) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/** Switches the wallet to `network`; any other error (4001 included) is rethrown as the wallet gave it. */
export async function switchNetwork(provider: Eip1193Provider, network: Network): Promise<void> {
  const params = [{ chainId: numberToHex(Number(network.id)) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameter(network)] })
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  }
}
