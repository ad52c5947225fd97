// Compiles SessionPermissions.sol (OpenZeppelin's IERC20 and SafeERC20 from node_modules) with solc-js,
// cached like the other sandbox contracts (sandbox/solidity/compile-cached.ts).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compileCached, type ContractArtifact } from '../solidity/compile-cached.ts'

const sourceFile = fileURLToPath(new URL('./SessionPermissions.sol', import.meta.url))

/** The SessionPermissions artifact, from the cache when its key matches, else compiled (and cached). */
export async function compileSessionPermissions(options: { cacheDir?: string } = {}): Promise<ContractArtifact> {
  const source = await readFile(sourceFile, 'utf8')
  const { contracts } = await compileCached({
    sourceName: 'SessionPermissions.sol',
    source,
    contracts: ['SessionPermissions'],
    packages: ['@openzeppelin/contracts'],
    cachePrefix: 'sandbox-session-permissions',
    cacheDir: options.cacheDir,
  })
  return contracts.SessionPermissions
}
