// The sandbox's permission contract at start: compile (or read the cache) once, deploy to every chain.
import { compileSessionPermissions } from './compile.ts'
import { deploySessionPermissions } from './deploy.ts'

export { SANDBOX_PERMISSIONS_ADDRESS, SANDBOX_PERMISSIONS_DEPLOYER, SESSION_PERMISSIONS_ABI } from './sandbox-permissions.ts'
export { compileSessionPermissions } from './compile.ts'
export { deploySessionPermissions } from './deploy.ts'

/** Compiles SessionPermissions (cached) and deploys it to each chain. */
export async function prepareSessionPermissions(rpcUrls: readonly string[], options: { cacheDir?: string } = {}): Promise<void> {
  const artifact = await compileSessionPermissions(options)
  await Promise.all(rpcUrls.map((rpcUrl) => deploySessionPermissions(rpcUrl, artifact)))
}
