// @solana/web3.js is an optional peer of portico: only apps that use Solana install it. The test
// wallet loads it on first signature, so `portico/testing` stays usable without it.
export type Web3Module = typeof import('@solana/web3.js')

export const WEB3_MISSING = "createTestSolanaWallet needs the peer dependency '@solana/web3.js' (1.x): run `npm install @solana/web3.js@1`"

export function loadWeb3(): Promise<Web3Module> {
  return import('@solana/web3.js').catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw new Error(WEB3_MISSING, { cause: error })
    throw error
  })
}
