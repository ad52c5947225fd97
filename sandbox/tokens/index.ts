// The sandbox tokens at start: compile (or read the cache) once, deploy to every chain.
import { compileSandboxToken, type CompiledToken, type CompileSandboxTokenOptions } from './compile.ts'
import { deploySandboxTokens } from './deploy.ts'

export { sandboxTokens, SANDBOX_TOKEN_DEPLOYER, SANDBOX_TOKEN_FUNDING, SANDBOX_TOKEN_MINT_ABI, type SandboxToken } from './sandbox-tokens.ts'
export { fundedAccounts } from './deploy.ts'

/** Compiles SandboxToken (cached) and deploys the sandbox tokens to each chain. Resolves with the artifact used. */
export async function prepareSandboxTokens(rpcUrls: readonly string[], options: CompileSandboxTokenOptions = {}): Promise<CompiledToken> {
  const artifact = await compileSandboxToken(options)
  await Promise.all(rpcUrls.map((rpcUrl) => deploySandboxTokens(rpcUrl, artifact)))
  return artifact
}
