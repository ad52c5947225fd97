// Compiles SandboxToken.sol (OpenZeppelin's ERC20 from node_modules) with solc-js, cached under
// node_modules/.cache/portico-sandbox/sandbox-token-<key>.json (sandbox/solidity/compile-cached.ts).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compileCached, solidityCacheKey } from '../solidity/compile-cached.ts'

export type TokenArtifact = { abi: Abi; bytecode: Hex }

export type CompiledToken = TokenArtifact & {
  /** True when the artifact came from the cache (no compiler was loaded). */
  cached: boolean
  /** The cache file it was read from or written to. */
  cacheFile: string
}

export type CompileSandboxTokenOptions = {
  /** Default node_modules/.cache/portico-sandbox/ of this checkout. */
  cacheDir?: string
  /** The Solidity source; default SandboxToken.sol beside this file. */
  source?: string
}

const sourceFile = fileURLToPath(new URL('./SandboxToken.sol', import.meta.url))
const token = { sourceName: 'SandboxToken.sol', contracts: ['SandboxToken'], packages: ['@openzeppelin/contracts'], cachePrefix: 'sandbox-token' } as const

/** The cache key: sha256 of the source, the OpenZeppelin and solc versions and the compiler settings. */
export function tokenCacheKey(source: string): string {
  return solidityCacheKey({ ...token, source })
}

/** The SandboxToken artifact, from the cache when its key matches, else compiled (and cached). */
export async function compileSandboxToken(options: CompileSandboxTokenOptions = {}): Promise<CompiledToken> {
  const source = options.source ?? (await readFile(sourceFile, 'utf8'))
  const { contracts, cached, cacheFile } = await compileCached({ ...token, source, cacheDir: options.cacheDir })
  return { ...contracts.SandboxToken, cached, cacheFile }
}
