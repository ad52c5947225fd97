// Compiles SandboxToken.sol (OpenZeppelin's ERC20 from node_modules) with solc-js, in process.
// Compiling takes seconds, so the ABI and bytecode are cached under node_modules/.cache/portico-sandbox/,
// keyed by a hash of what decides the output (our source, the OpenZeppelin and solc versions, the
// settings): a later start reuses them, any change to one of those compiles again.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

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

const require = createRequire(import.meta.url)
const CONTRACT = 'SandboxToken'
const SOURCE_NAME = 'SandboxToken.sol'
// cancun: what every anvil release of the last years runs by default; solc 0.8.37 would emit for a newer fork.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { [SOURCE_NAME]: { [CONTRACT]: ['abi', 'evm.bytecode.object'] } },
}

export const defaultTokenCacheDir = fileURLToPath(new URL('../../node_modules/.cache/portico-sandbox/', import.meta.url))
const sourceFile = fileURLToPath(new URL('./SandboxToken.sol', import.meta.url))

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
}

/** The cache key: sha256 of the source, the OpenZeppelin and solc versions and the compiler settings. */
export function tokenCacheKey(source: string): string {
  const inputs = { source, openzeppelin: packageVersion('@openzeppelin/contracts'), solc: packageVersion('solc'), settings: SETTINGS }
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)
}

/** Resolves the source's imports (`@openzeppelin/contracts/...`) from node_modules. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `SandboxToken.sol imports "${path}", which is not installed under node_modules` }
  }
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

async function compile(source: string): Promise<TokenArtifact> {
  const solc = (await import('solc')).default
  const input = { language: 'Solidity', sources: { [SOURCE_NAME]: { content: source } }, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new Error(`solc could not compile ${SOURCE_NAME}:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT]
  if (!contract?.evm.bytecode.object) throw new Error(`solc produced no bytecode for contract ${CONTRACT} in ${SOURCE_NAME}`)
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

async function readCache(file: string): Promise<TokenArtifact | undefined> {
  try {
    const artifact = JSON.parse(await readFile(file, 'utf8')) as TokenArtifact
    // A truncated or hand-edited file is a miss, not a crash.
    if (Array.isArray(artifact.abi) && /^0x[0-9a-f]+$/.test(artifact.bytecode)) return artifact
  } catch {
    // missing or unreadable: compile
  }
  return undefined
}

/** The SandboxToken artifact, from the cache when its key matches, else compiled (and cached). */
export async function compileSandboxToken(options: CompileSandboxTokenOptions = {}): Promise<CompiledToken> {
  const source = options.source ?? (await readFile(sourceFile, 'utf8'))
  const cacheDir = options.cacheDir ?? defaultTokenCacheDir
  const cacheFile = join(cacheDir, `sandbox-token-${tokenCacheKey(source)}.json`)
  const hit = await readCache(cacheFile)
  if (hit) return { ...hit, cached: true, cacheFile }

  const artifact = await compile(source)
  await mkdir(cacheDir, { recursive: true })
  // Written whole, then renamed: two sandboxes starting at once never read half a file.
  const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(partial, JSON.stringify(artifact))
  await rename(partial, cacheFile)
  return { ...artifact, cached: false, cacheFile }
}
