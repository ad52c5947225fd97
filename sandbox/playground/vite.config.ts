import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type InlineConfig, type Plugin } from 'vite'
import { entryAliases } from '../../scripts/build/entry-points.ts'
import { sandboxPortsFromEnv } from '../ports.ts'
import { strictCspOnRequest } from './csp.ts'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Where the playground finds the sandbox's services. */
export type PlaygroundServices = {
  /** The Sandbox Wallet script (served from the wallet server's own origin). */
  walletScriptUrl: string
  /** RPC URL of each sandbox chain, by service. */
  rpcUrls: { chainA: string; chainB: string }
  /** The sandbox API server (sandbox/server/): the kernel's api, blockchainApi and pulse endpoints. */
  apiUrl: string
  /** The sandbox WalletConnect relay (ws://…): the walletConnect plugin's `relayUrl`. */
  relayUrl: string
  /** The sandbox Solana RPC (sandbox/solana-rpc/; its WebSocket on the same port). */
  solanaRpcUrl: string
  /** The embedded wallet's secure frame (sandbox/frame/): the kernel's `endpoints.secureSite`. */
  secureFrameUrl?: string
  /** The mail inbox page (sandbox/mail/), linked from the playground. */
  mailUrl?: string
  /** The ERC-7677 paymaster service (sandbox/paymaster/): the playground's sponsored call. */
  paymasterUrl?: string
  /** The dApp's RPC URLs when the sandbox's fault proxies run (sandbox/rpc-faults/): each chain lists them instead of its node, and the RPC panel sets their faults through `adminUrl`. */
  rpcFaults?: PlaygroundRpcFaults
}

export type PlaygroundRpcFaults = { adminUrl: string; chainA: string[]; chainB: string[]; solana: string[] }

/** The services at the 'dev' ports (PORTICO_*_PORT or defaults): for plain `vite` / `vite build`. */
export function defaultPlaygroundServices(): PlaygroundServices {
  const ports = sandboxPortsFromEnv('dev')
  return {
    walletScriptUrl: `http://127.0.0.1:${ports.wallet.port}/inject.js`,
    rpcUrls: { chainA: `http://127.0.0.1:${ports.chainA.port}`, chainB: `http://127.0.0.1:${ports.chainB.port}` },
    apiUrl: `http://127.0.0.1:${ports.api.port}`,
    relayUrl: `ws://127.0.0.1:${ports.relay.port}`,
    solanaRpcUrl: `http://127.0.0.1:${ports.solana.port}`,
    secureFrameUrl: `http://127.0.0.1:${ports.secureFrame.port}`,
    mailUrl: `http://127.0.0.1:${ports.mail.port}`,
    paymasterUrl: `http://127.0.0.1:${ports.paymaster.port}/`,
  }
}

/** Fills `%PORTICO_WALLET_SCRIPT%` in index.html. */
function walletScript(url: string): Plugin {
  return {
    name: 'portico-sandbox-wallet-script',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('%PORTICO_WALLET_SCRIPT%', url) },
  }
}

/** The playground's Vite config; startSandbox passes the services it started. */
export function playgroundConfig(services: PlaygroundServices = defaultPlaygroundServices()): InlineConfig {
  return {
    root: r('.'),
    configFile: false,
    clearScreen: false,
    plugins: [react(), tailwindcss(), walletScript(services.walletScriptUrl), strictCspOnRequest({ ...services, secureFrameUrl: services.secureFrameUrl ?? defaultPlaygroundServices().secureFrameUrl! })],
    resolve: {
      // every package entry point to its source (the one list of scripts/build/entry-points.ts)
      alias: entryAliases((file) => r(`../../${file}`)),
    },
    // Read by sandbox-config.ts.
    define: {
      'import.meta.env.VITE_PORTICO_CHAIN_A_RPC': JSON.stringify(services.rpcUrls.chainA),
      'import.meta.env.VITE_PORTICO_CHAIN_B_RPC': JSON.stringify(services.rpcUrls.chainB),
      'import.meta.env.VITE_PORTICO_API_URL': JSON.stringify(services.apiUrl),
      'import.meta.env.VITE_PORTICO_RELAY_URL': JSON.stringify(services.relayUrl),
      'import.meta.env.VITE_PORTICO_SOLANA_RPC': JSON.stringify(services.solanaRpcUrl),
      'import.meta.env.VITE_PORTICO_SECURE_FRAME_URL': JSON.stringify(services.secureFrameUrl ?? defaultPlaygroundServices().secureFrameUrl),
      'import.meta.env.VITE_PORTICO_MAIL_URL': JSON.stringify(services.mailUrl ?? defaultPlaygroundServices().mailUrl),
      'import.meta.env.VITE_PORTICO_PAYMASTER_URL': JSON.stringify(services.paymasterUrl ?? defaultPlaygroundServices().paymasterUrl),
      'import.meta.env.VITE_PORTICO_RPC_FAULTS': JSON.stringify(services.rpcFaults ? JSON.stringify(services.rpcFaults) : undefined),
    },
    server: { fs: { allow: [r('../..')] } },
    // Known up front, so a first page load never triggers a re-optimisation and reload.
    optimizeDeps: { include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'radix-ui', 'valibot', '@solana/web3.js', '@wallet-standard/app', '@scure/base', '@noble/curves/ed25519', '@lingui/core'] },
    build: { outDir: r('../../.sandbox/playground'), emptyOutDir: true },
  }
}

// A function: importing this file (startSandbox, the e2e set-up) reads no port, so a bad one is
// reported once by whoever starts the sandbox.
export default defineConfig(() => playgroundConfig())
