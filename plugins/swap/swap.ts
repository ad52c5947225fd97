// `swap()`: the Account view's Swap feature (a wallet feature, on by default) over the Blockchain
// API's convert routes. Only this plugin object loads with the page: its parts (swap-parts.ts) with
// the kernel, the views when Swap is first opened, and viem (receipts) only once a swap goes out.
import type { Plugin } from 'portico'
import { DEFAULT_SWAP_SLIPPAGE } from './swap-defaults.ts'
import { SWAP_NETWORKS } from './swap-networks.ts'
import type { SwapArguments, SwapPlan, SwapSettings } from './swap-types.ts'

declare module 'portico' {
  interface ViewData {
    /** Opened with swap arguments as data (`{ fromToken, toToken, amount }`). */
    Swap: SwapArguments | undefined
    /** The quote to review and execute (a transaction step: Cancel goes back, success returns past it). */
    SwapReview: SwapPlan
  }
}

export { DEFAULT_SWAP_SLIPPAGE } from './swap-defaults.ts'

export interface SwapOptions {
  /**
   * The networks Swap is offered on, as CAIP-2 ids (`eip155:1`) or EVM chain ids (`1`). Default:
   * the 12 EVM networks swaps are supported on (`SWAP_NETWORKS`).
   */
  networks?: readonly (string | number)[]
  /** Slippage tolerance in percent (default 1): the swap reverts if it would give less. */
  slippage?: number
  /** The provider's fee in percent, shown beside the quote (default 0.85, the hosted provider's). */
  providerFee?: number
}

/** The hosted provider's fee, in percent. */
const DEFAULT_PROVIDER_FEE = 0.85

/** A refused option (code INVALID_OPTION, as the kernel's): a plain Error, so the page's start loads no kernel. */
function invalid(name: string, expected: string, got: unknown): never {
  throw Object.assign(new Error(`Invalid option "swap.${name}": expected ${expected}, got ${JSON.stringify(got)}`), { code: 'INVALID_OPTION' })
}

/** Checks the options; each refusal names the option and what it expected. */
export function resolveSwapSettings(options: SwapOptions = {}): SwapSettings {
  const networks = (options.networks ?? SWAP_NETWORKS).map((n) => {
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) return `eip155:${n}`
    if (typeof n === 'string' && /^eip155:\d+$/.test(n)) return n
    return invalid('networks', 'EVM CAIP-2 ids (eip155:<chain id>) or chain ids', n)
  })
  const slippage = options.slippage ?? DEFAULT_SWAP_SLIPPAGE
  if (typeof slippage !== 'number' || !(slippage > 0 && slippage <= 50)) invalid('slippage', 'a percent above 0 and at most 50', slippage)
  const providerFeePercent = options.providerFee ?? DEFAULT_PROVIDER_FEE
  if (typeof providerFeePercent !== 'number' || !(providerFeePercent >= 0 && providerFeePercent < 100)) invalid('providerFee', 'a percent from 0 to below 100', providerFeePercent)
  return { networks, slippage, providerFeePercent, quoteRefreshMs: 10_000, quoteDebounceMs: 400 }
}

export function swap(options: SwapOptions = {}): Plugin {
  const settings = resolveSwapSettings(options)
  return {
    id: 'swap',
    // its per-kernel context (these settings, the reviews' runs) and its catalogs load with the kernel
    load: () => import('./swap-parts.ts').then((m) => m.swapParts(settings)),
    views: {
      Swap: () => import('./views/swap-view.tsx'),
      SwapReview: () => import('./views/swap-review-view.tsx'),
    },
    offeredOn: { Swap: (caipNetworkId) => settings.networks.includes(caipNetworkId) },
    // swaps work on EVM networks only
    accountFeatures: [{ id: 'swaps', view: 'Swap', label: 'Swap', namespaces: ['eip155'] }],
  }
}
