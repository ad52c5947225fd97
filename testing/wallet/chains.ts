import { ask, hexChainId, paramsList, type MethodHandler, type WalletContext } from './context.ts'
import { failIfFeature, invalidParams, unrecognizedChain } from './errors.ts'
import type { NativeCurrency, TestWalletChain } from './types.ts'

const hexQuantity = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/

export const defaultNativeCurrency: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Makes `chainId` current and tells the site (chainChanged). */
export function setCurrentChain(ctx: WalletContext, chainId: number): void {
  if (ctx.chainId === chainId) return
  ctx.chainId = chainId
  ctx.save()
  ctx.emitter.emit('chainChanged', hexChainId(chainId))
}

function readChainId(value: unknown, method: string): number {
  if (typeof value !== 'string' || !hexQuantity.test(value))
    throw invalidParams(`${method}: chainId must be a 0x-prefixed hexadecimal string, got ${JSON.stringify(value)}`)
  return Number(value)
}

/** Validates an EIP-3085 AddEthereumChainParameter. */
function readAddChainParameter(value: unknown): TestWalletChain {
  const method = 'wallet_addEthereumChain'
  if (typeof value !== 'object' || value === null) throw invalidParams(`${method} expects an object`)
  const p = value as Record<string, unknown>
  const id = readChainId(p.chainId, method)
  if (typeof p.chainName !== 'string' || !p.chainName.trim())
    throw invalidParams(`${method}: chainName must be a non-empty string`)
  if (!Array.isArray(p.rpcUrls) || !p.rpcUrls.length || !p.rpcUrls.every((u) => typeof u === 'string' && /^https?:\/\//.test(u)))
    throw invalidParams(`${method}: rpcUrls must be a non-empty array of http(s) URLs`)
  const currency = p.nativeCurrency as Partial<NativeCurrency> | undefined
  if (currency !== undefined && (typeof currency?.name !== 'string' || typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number'))
    throw invalidParams(`${method}: nativeCurrency must have a name, a symbol and decimals`)
  const explorers = p.blockExplorerUrls
  return {
    id,
    name: p.chainName,
    rpcUrl: p.rpcUrls[0] as string,
    nativeCurrency: currency ? { name: currency.name!, symbol: currency.symbol!, decimals: currency.decimals! } : defaultNativeCurrency,
    ...(Array.isArray(explorers) && typeof explorers[0] === 'string' ? { blockExplorerUrl: explorers[0] } : {}),
  }
}

export const chainMethods: Record<string, MethodHandler> = {
  async eth_chainId(ctx) {
    return hexChainId(ctx.chainId)
  },

  async net_version(ctx) {
    return String(ctx.chainId)
  },

  async wallet_switchEthereumChain(ctx, params) {
    const [target] = paramsList(params, 'wallet_switchEthereumChain', 1)
    const hex = (target as { chainId?: unknown } | null)?.chainId
    const chainId = readChainId(hex, 'wallet_switchEthereumChain')
    failIfFeature(ctx.features.switchChainError)
    const chain = ctx.chains.get(chainId)
    if (!chain) throw unrecognizedChain(hex as string)
    if (chainId === ctx.chainId) return null
    await ask(ctx, 'wallet_switchEthereumChain', params, chain)
    setCurrentChain(ctx, chainId)
    return null
  },

  // Adds the chain (a known chain keeps its definition) and switches to it, as MetaMask does.
  async wallet_addEthereumChain(ctx, params) {
    const [value] = paramsList(params, 'wallet_addEthereumChain', 1)
    const requested = readAddChainParameter(value)
    if (requested.id === ctx.chainId) return null
    const chain = ctx.chains.get(requested.id) ?? requested
    await ask(ctx, 'wallet_addEthereumChain', params, chain)
    ctx.chains.set(chain.id, chain)
    setCurrentChain(ctx, chain.id)
    ctx.save()
    return null
  },
}
