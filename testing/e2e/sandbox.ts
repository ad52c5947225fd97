// Where the e2e sandbox's services are (same ports as playwright.config.ts / global-setup.ts).
import { sandboxPortsFromEnv } from '../../sandbox/ports.ts'

const ports = sandboxPortsFromEnv('test')

export const e2eUrls = {
  playground: `http://127.0.0.1:${ports.playground.port}/`,
  /** A Vite dev server for the HTML fixtures that import source modules through /@fs/ (global-setup.ts); the playground in dev mode. */
  fixtures: process.env.PORTICO_E2E_FIXTURES_URL ?? `http://127.0.0.1:${ports.playground.port}/`,
  /** A blank page on the wallet server's origin that loads only the Sandbox Wallet. */
  walletPage: `http://127.0.0.1:${ports.wallet.port}/`,
  /** The sandbox chains' nodes (the wallets and the tests' own reads use them directly). */
  chainA: `http://127.0.0.1:${ports.chainA.port}`,
  chainB: `http://127.0.0.1:${ports.chainB.port}`,
  /** The playground's two RPC URLs per chain (sandbox/rpc-faults/: proxies in front of the node) and their fault control (`/rpc`). */
  rpc: {
    admin: `http://127.0.0.1:${ports.rpcAdmin.port}`,
    chainA: [`http://127.0.0.1:${ports.rpcA1.port}`, `http://127.0.0.1:${ports.rpcA2.port}`],
    chainB: [`http://127.0.0.1:${ports.rpcB1.port}`, `http://127.0.0.1:${ports.rpcB2.port}`],
    solana: [`http://127.0.0.1:${ports.rpcSolana1.port}`, `http://127.0.0.1:${ports.rpcSolana2.port}`],
  },
  /** The sandbox API server (sandbox/server/). */
  api: `http://127.0.0.1:${ports.api.port}`,
  /** Its admin API (fault injection, collected analytics events), loopback only. */
  apiAdmin: `http://127.0.0.1:${ports.apiAdmin.port}`,
  /** The WalletConnect relay (sandbox/relay/). */
  relay: `ws://127.0.0.1:${ports.relay.port}`,
  /** The sandbox Solana RPC (sandbox/solana-rpc/, LiteSVM): HTTP and WebSocket on one port. */
  solana: `http://127.0.0.1:${ports.solana.port}`,
  /** The Sandbox Mobile Wallet page (sandbox/mobile-wallet/) on the wallet server. */
  mobileWallet: `http://127.0.0.1:${ports.wallet.port}/mobile/`,
  /** The embedded wallet's secure frame (sandbox/frame/), on its own origin. */
  secureFrame: `http://127.0.0.1:${ports.secureFrame.port}`,
  /** The ERC-4337 bundler of Sandbox Ethereum (sandbox/bundler/) and its outage switch (POST { down }). */
  bundlerA: `http://127.0.0.1:${ports.bundlerA.port}`,
  bundlerAOutage: `http://127.0.0.1:${ports.bundlerA.port}/__admin/outage`,
  /** The ERC-7677 paymaster service (sandbox/paymaster/) and its admin policy (GET / PUT JSON). */
  paymaster: `http://127.0.0.1:${ports.paymaster.port}/`,
  paymasterPolicy: `http://127.0.0.1:${ports.paymaster.port}/admin/policy`,
  /** The mail inbox (sandbox/mail/): its page, and JSON under /api/messages. */
  mail: `http://127.0.0.1:${ports.mail.port}`,
  /** The on-ramp provider (sandbox/onramp/): its pages (/buy, /purchases/:id) and JSON (/api/purchases). */
  onramp: `http://127.0.0.1:${ports.onramp.port}`,
}
