// The sandbox's contract accounts at start: compile (or read the cache) once, deploy to every chain.
import { compileSmartAccounts, type CompiledSmartAccounts, type CompileSmartAccountsOptions } from './compile.ts'
import { deploySandboxSmartAccounts } from './deploy.ts'

export { sandboxSmartAccounts, SANDBOX_SMART_ACCOUNT_DEPLOYER, type SandboxSmartAccount, type SandboxSmartAccounts } from './sandbox-smart-accounts.ts'
export { compileSmartAccounts, type SmartAccountArtifacts } from './compile.ts'
export { deploySandboxSmartAccounts } from './deploy.ts'
export { sandboxAccountFactory, type SmartAccountFactoryClient } from './factory-client.ts'

/** Compiles the account and factory (cached) and deploys the EntryPoint, the factory and the salt-0 account to each chain. Resolves with the artifacts used. */
export async function prepareSandboxSmartAccounts(rpcUrls: readonly string[], options: CompileSmartAccountsOptions = {}): Promise<CompiledSmartAccounts> {
  const artifacts = await compileSmartAccounts(options)
  await Promise.all(rpcUrls.map((rpcUrl) => deploySandboxSmartAccounts(rpcUrl, artifacts)))
  return artifacts
}
