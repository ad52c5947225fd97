// @solana/web3.js (~96 KB gzip) is an optional peer dependency of portico: only apps that compose
// solana() install it, and it loads on first use (a balance, a transaction), never at page start.
import { PorticoError } from 'portico'

export type Web3Module = typeof import('@solana/web3.js')

export const WEB3_MISSING = "solana() needs the peer dependency '@solana/web3.js' (1.x): run `npm install @solana/web3.js@1`"

const notFound = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes('@solana/web3.js')
}

/** Imports web3.js; a missing package becomes MISSING_DEPENDENCY, other failures (a chunk that did not load) pass through. */
export function loadWeb3(load: () => Promise<unknown> = () => import('@solana/web3.js')): Promise<Web3Module> {
  return (load() as Promise<Web3Module>).catch((error: unknown) => {
    throw notFound(error) ? new PorticoError('MISSING_DEPENDENCY', WEB3_MISSING, { cause: error }) : error
  })
}
