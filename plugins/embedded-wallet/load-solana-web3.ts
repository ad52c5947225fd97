// @solana/web3.js (an optional peer of portico, ~67 KB gzip) for the embedded wallet's Solana side:
// loaded on first need (building a transfer, reading back a signed transaction), never with the page.
// The import() itself is solana()'s (TOKENS.solanaWeb3): written here, every bundler of an app
// without Solana would look for the package and fail its build (Next.js does).
import { PorticoError, TOKENS, type PluginContext } from 'portico'

export type SolanaWeb3 = typeof import('@solana/web3.js')

export const SOLANA_WEB3_MISSING =
  "embeddedWallet() on a Solana network builds and reads transactions with solana(): compose solana() from 'portico/plugins/solana' beside it (and install its peer: `npm install @solana/web3.js@1`)"

/** The web3.js loader solana() bound in this kernel; without solana() every call rejects with MISSING_DEPENDENCY. */
export function solanaWeb3From(context: Pick<PluginContext, 'get'>): () => Promise<SolanaWeb3> {
  return () => {
    let load: () => Promise<unknown>
    try {
      load = context.get(TOKENS.solanaWeb3)
    } catch (cause) {
      return Promise.reject(new PorticoError('MISSING_DEPENDENCY', SOLANA_WEB3_MISSING, { cause }))
    }
    return load() as Promise<SolanaWeb3>
  }
}
