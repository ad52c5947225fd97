// The operation a transaction was for the account whose history lists it, in the hosted history's
// vocabulary (an open set; these are the ones the sandbox's chains can tell from what moved).
import type { Movement } from '../chain-index.ts'

export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

const asset = (movement: Movement) => movement.token ?? 'native'

/**
 * From `address`'s side (lowercase), given the movements from or to it: a trade when it gave one
 * asset and got another back (a swap: ETH to the router, sUSDC from the pool); a mint when all it got
 * came from the zero address, a burn when all it gave went there; else a send when it gave anything
 * (to itself included), a receive when it only got.
 */
export function operationType(movements: readonly Movement[], address: string): OperationType {
  const out = movements.filter((m) => m.from === address && m.to !== address)
  const into = movements.filter((m) => m.to === address && m.from !== address)
  const given = new Set(out.map(asset))
  if (out.length && into.some((m) => !given.has(asset(m)))) return 'trade'
  if (!out.length && into.length && into.every((m) => m.from === ZERO_ADDRESS)) return 'mint'
  if (!into.length && out.length && out.every((m) => m.to === ZERO_ADDRESS)) return 'burn'
  return into.length && !out.length && !movements.some((m) => m.from === address) ? 'receive' : 'send'
}
