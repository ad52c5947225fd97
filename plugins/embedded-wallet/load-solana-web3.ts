// @solana/web3.js (an optional peer of portico, ~67 KB gzip) for the embedded wallet's Solana side:
// loaded on first need (building a transfer, reading back a signed transaction), never with the page.
import { PorticoError } from 'portico'

export type SolanaWeb3 = typeof import('@solana/web3.js')

export const SOLANA_WEB3_MISSING = "embeddedWallet() on a Solana network needs the peer dependency '@solana/web3.js' (1.x): run `npm install @solana/web3.js@1`"

const notFound = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes('@solana/web3.js')
}

/** Imports web3.js; a missing package becomes MISSING_DEPENDENCY, other failures (a chunk that did not load) pass through. */
export function loadSolanaWeb3(load: () => Promise<unknown> = () => import('@solana/web3.js')): Promise<SolanaWeb3> {
  return (load() as Promise<SolanaWeb3>).catch((error: unknown) => {
    throw notFound(error) ? new PorticoError('MISSING_DEPENDENCY', SOLANA_WEB3_MISSING, { cause: error }) : error
  })
}
