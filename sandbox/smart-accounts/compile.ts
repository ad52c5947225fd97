// The sandbox's contract-account artifacts: Erc1271SimpleAccount.sol (eth-infinitism's SimpleAccount
// + ERC-1271, and its factory) compiled with solc-js and cached (sandbox/solidity/compile-cached.ts);
// the EntryPoint 0.8 and Simple7702Account from @account-abstraction/contracts' own compiled artifacts.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { compileCached, type ContractArtifact } from '../solidity/compile-cached.ts'

export type SmartAccountArtifacts = {
  entryPoint: ContractArtifact
  /** The EIP-7702 account implementation (Simple7702Account 0.8). */
  simple7702Account: ContractArtifact
  account: ContractArtifact
  factory: ContractArtifact
}

export type CompiledSmartAccounts = SmartAccountArtifacts & {
  /** True when the account and factory came from the cache (no compiler was loaded). */
  cached: boolean
  cacheFile: string
}

export type CompileSmartAccountsOptions = {
  /** Default node_modules/.cache/portico-sandbox/ of this checkout. */
  cacheDir?: string
}

const require = createRequire(import.meta.url)
const sourceFile = fileURLToPath(new URL('./Erc1271SimpleAccount.sol', import.meta.url))

function packagedArtifact(name: 'EntryPoint' | 'Simple7702Account'): ContractArtifact {
  const path = require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`)
  const { abi, bytecode } = JSON.parse(readFileSync(path, 'utf8')) as Partial<ContractArtifact>
  if (!Array.isArray(abi) || !/^0x[0-9a-fA-F]+$/.test(bytecode ?? '')) throw new Error(`${path} holds no ${name} ABI and bytecode`)
  return { abi, bytecode: bytecode! }
}

/** The EntryPoint, Simple7702Account, account and factory artifacts; the account and factory from the cache when its key matches. */
export async function compileSmartAccounts(options: CompileSmartAccountsOptions = {}): Promise<CompiledSmartAccounts> {
  const { contracts, cached, cacheFile } = await compileCached({
    sourceName: 'Erc1271SimpleAccount.sol',
    source: await readFile(sourceFile, 'utf8'),
    contracts: ['Erc1271SimpleAccount', 'Erc1271SimpleAccountFactory'],
    packages: ['@openzeppelin/contracts', '@account-abstraction/contracts'],
    cachePrefix: 'sandbox-smart-accounts',
    cacheDir: options.cacheDir,
  })
  return { entryPoint: packagedArtifact('EntryPoint'), simple7702Account: packagedArtifact('Simple7702Account'), account: contracts.Erc1271SimpleAccount, factory: contracts.Erc1271SimpleAccountFactory, cached, cacheFile }
}
