// The Sandbox Mobile Wallet's configuration: `window.__PORTICO_SANDBOX__`, written by the wallet
// server into the page it serves at /mobile/ (like the extension wallet's inject.js). Browser-safe.
import type { TestWalletChain } from '../../testing/wallet/types.ts'

export type MobileWalletConfig = {
  chains: TestWalletChain[]
  /** The WalletConnect relay (ws://…). */
  relayUrl: string
  projectId: string
  /** The sandbox Solana RPC: with it the wallet approves a proposal's solana chains too (SOLANA_ACCOUNT_0) and sends what it signs there. */
  solana?: { rpcUrl: string }
}

export const mobileConfigGlobal = '__PORTICO_SANDBOX__'

/** An inline `<script>` that installs `config` (escaped for HTML). */
export function mobileConfigScript(config: MobileWalletConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<script>window.${mobileConfigGlobal} = ${json};</script>`
}

export function readMobileConfig(scope: object): MobileWalletConfig {
  const config = (scope as Record<string, Partial<MobileWalletConfig> | undefined>)[mobileConfigGlobal]
  if (!config?.relayUrl || !config.projectId || !Array.isArray(config.chains) || config.chains.length === 0)
    throw new Error(`Sandbox Mobile Wallet: window.${mobileConfigGlobal} is missing; open the page from the sandbox wallet server (/mobile/)`)
  return config as MobileWalletConfig
}
