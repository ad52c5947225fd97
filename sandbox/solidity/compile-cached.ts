// Compiles one Solidity source (its imports resolved from node_modules) with solc-js, in process, and
// caches the named contracts' ABI and bytecode under node_modules/.cache/portico-sandbox/. Compiling
// takes seconds, so the file is keyed by a hash of what decides the output (the source, the solc
// version, the versions of the packages it imports, the settings): a later start reuses it, any
// change to one of those compiles again. Shared by sandbox/tokens and sandbox/smart-accounts.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type ContractArtifact = { abi: Abi; bytecode: Hex }

export type CompileCachedParameters<Name extends string> = {
  /** The source's file name, as solc and the error messages name it ('SandboxToken.sol'). */
  sourceName: string
  source: string
  /** The contracts of the source to keep. */
  contracts: readonly Name[]
  /** npm packages the source imports from: their versions are part of the cache key. */
  packages: readonly string[]
  /** The cache file's prefix: `<prefix>-<key>.json`. */
  cachePrefix: string
  /** Default node_modules/.cache/portico-sandbox/ of this checkout. */
  cacheDir?: string
}

export type CompiledContracts<Name extends string> = {
  contracts: Record<Name, ContractArtifact>
  /** True when the artifacts came from the cache (no compiler was loaded). */
  cached: boolean
  /** The cache file they were read from or written to. */
  cacheFile: string
}

const require = createRequire(import.meta.url)

export const defaultSolidityCacheDir = fileURLToPath(new URL('../../node_modules/.cache/portico-sandbox/', import.meta.url))

// cancun: what every anvil release of the last years runs by default; solc 0.8.37 would emit for a newer fork.
const settings = (sourceName: string, contracts: readonly string[]) => ({
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { [sourceName]: Object.fromEntries(contracts.map((name) => [name, ['abi', 'evm.bytecode.object']])) },
})

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
}

/** The cache key: sha256 of the source, the solc and imported packages' versions and the compiler settings. */
export function solidityCacheKey(parameters: Pick<CompileCachedParameters<string>, 'sourceName' | 'source' | 'contracts' | 'packages'>): string {
  const { sourceName, source, contracts, packages } = parameters
  const versions = Object.fromEntries(packages.map((name) => [name, packageVersion(name)]))
  const inputs = { source, solc: packageVersion('solc'), packages: versions, settings: settings(sourceName, contracts) }
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

async function compile<Name extends string>({ sourceName, source, contracts }: CompileCachedParameters<Name>): Promise<Record<Name, ContractArtifact>> {
  // Loaded only on a cache miss: solc-js is a large emscripten module.
  const solc = (await import('solc')).default
  const findImport = (path: string): { contents: string } | { error: string } => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `${sourceName} imports "${path}", which is not installed under node_modules` }
    }
  }
  const input = { language: 'Solidity', sources: { [sourceName]: { content: source } }, settings: settings(sourceName, contracts) }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new Error(`solc could not compile ${sourceName}:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  const entries = contracts.map((name): [Name, ContractArtifact] => {
    const contract = output.contracts?.[sourceName]?.[name]
    if (!contract?.evm.bytecode.object) throw new Error(`solc produced no bytecode for contract ${name} in ${sourceName}`)
    return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }]
  })
  return Object.fromEntries(entries) as Record<Name, ContractArtifact>
}

async function readCache<Name extends string>(file: string, contracts: readonly Name[]): Promise<Record<Name, ContractArtifact> | undefined> {
  try {
    const artifacts = JSON.parse(await readFile(file, 'utf8')) as Record<Name, ContractArtifact>
    // A truncated or hand-edited file is a miss, not a crash.
    if (contracts.every((name) => Array.isArray(artifacts[name]?.abi) && /^0x[0-9a-f]+$/.test(artifacts[name].bytecode))) return artifacts
  } catch {
    // missing or unreadable: compile
  }
  return undefined
}

/** The contracts' artifacts, from the cache when its key matches, else compiled (and cached). */
export async function compileCached<Name extends string>(parameters: CompileCachedParameters<Name>): Promise<CompiledContracts<Name>> {
  const cacheDir = parameters.cacheDir ?? defaultSolidityCacheDir
  const cacheFile = join(cacheDir, `${parameters.cachePrefix}-${solidityCacheKey(parameters)}.json`)
  const hit = await readCache(cacheFile, parameters.contracts)
  if (hit) return { contracts: hit, cached: true, cacheFile }

  const contracts = await compile(parameters)
  await mkdir(cacheDir, { recursive: true })
  // Written whole, then renamed: two sandboxes starting at once never read half a file.
  const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(partial, JSON.stringify(contracts))
  await rename(partial, cacheFile)
  return { contracts, cached: false, cacheFile }
}
