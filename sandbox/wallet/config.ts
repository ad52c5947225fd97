import type { TestWalletChain } from '../../testing/wallet/types.ts'

/**
 * The Sandbox Wallet's configuration, read from `window.__PORTICO_SANDBOX__` when its script runs.
 * The wallet server writes it at the top of the inject.js it serves, unless the page has set
 * `window.__PORTICO_SANDBOX__.chains` itself before loading the script (the page's value wins).
 */
export type SandboxWalletConfig = {
  chains: TestWalletChain[]
  /** The sandbox Solana RPC the wallet's Solana side sends through; without it the wallet is EVM only. */
  solana?: { rpcUrl: string }
}

export const configGlobal = '__PORTICO_SANDBOX__'

/** The JavaScript statement that installs `config` unless the page already has chains. */
export function configStatement(config: SandboxWalletConfig): string {
  return `window.${configGlobal} = Object.assign(${JSON.stringify(config)}, window.${configGlobal});\n`
}

export function readConfig(scope: object): SandboxWalletConfig {
  const config = (scope as Record<string, Partial<SandboxWalletConfig> | undefined>)[configGlobal]
  if (!Array.isArray(config?.chains) || config.chains.length === 0)
    throw new Error(`Sandbox Wallet: window.${configGlobal}.chains is missing; load inject.js from the sandbox wallet server`)
  return config as SandboxWalletConfig
}
