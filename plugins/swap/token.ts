// The swap plugin's per-kernel service, as its views find it: `kernel.get(SWAP_CONTEXT)`.
// A token, not state: each kernel binds its own context.
import type { ServiceIdentifier } from 'inversify'
import type { ConvertApi } from './convert-api.ts'
import type { SwapContext } from './swap-context.ts'

export const SWAP_CONTEXT = Symbol('portico.swap.context') as ServiceIdentifier<SwapContext>

/** Its client of the convert routes and token prices: `kernel.get(CONVERT_API)`. */
export const CONVERT_API = Symbol('portico.swap.convertApi') as ServiceIdentifier<ConvertApi>
