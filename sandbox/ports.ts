// Which port every sandbox service listens on, and the environment variable that changes it.
// Two profiles: 'dev' for `npm start`, 'test' for the e2e tests and the benchmark, so they can run
// while a dev sandbox is up.

export type SandboxService =
  | 'playground'
  | 'wallet'
  | 'chainA'
  | 'chainB'
  | 'api'
  | 'apiAdmin'
  | 'relay'
  | 'solana'
  | 'secureFrame'
  | 'mail'
  | 'bundlerA'
  | 'bundlerB'
  | 'onramp'
  | 'exchange'
  | 'paymaster'
  | RpcFaultService

/** The dApp's two RPC URLs per chain (loopback proxies in front of the node, sandbox/rpc-faults/) and their control. */
export type RpcFaultService = 'rpcAdmin' | 'rpcA1' | 'rpcA2' | 'rpcB1' | 'rpcB2' | 'rpcSolana1' | 'rpcSolana2'

/** A port, and the environment variable to name when it is taken. */
export type SandboxPort = { port: number; env?: string }

export type SandboxPorts = Record<SandboxService, SandboxPort>

export type SandboxPortProfile = 'dev' | 'test'

const table: Record<SandboxService, { env: string; dev: number; test: number }> = {
  playground: { env: 'PORTICO_PLAYGROUND_PORT', dev: 5173, test: 15173 },
  wallet: { env: 'PORTICO_WALLET_PORT', dev: 5174, test: 15174 },
  chainA: { env: 'PORTICO_CHAIN_A_PORT', dev: 8545, test: 18545 },
  chainB: { env: 'PORTICO_CHAIN_B_PORT', dev: 8546, test: 18546 },
  api: { env: 'PORTICO_API_PORT', dev: 4000, test: 14000 },
  // The API's admin port (fault injection, collected analytics): loopback only.
  apiAdmin: { env: 'PORTICO_API_ADMIN_PORT', dev: 4001, test: 14001 },
  // The WalletConnect relay (sandbox/relay/): WebSocket, for the WalletConnect clients.
  relay: { env: 'PORTICO_RELAY_PORT', dev: 4002, test: 14002 },
  // The Solana JSON-RPC in front of LiteSVM (sandbox/solana-rpc/): HTTP and WebSocket on one port.
  solana: { env: 'PORTICO_SOLANA_PORT', dev: 8899, test: 18899 },
  // The embedded wallet's secure frame (sandbox/frame/): its own origin, as the hosted one is.
  secureFrame: { env: 'PORTICO_SECURE_FRAME_PORT', dev: 5175, test: 15175 },
  // The mail inbox's page and JSON (sandbox/mail/); its SMTP side takes a free loopback port.
  mail: { env: 'PORTICO_MAIL_PORT', dev: 5176, test: 15176 },
  // The ERC-4337 bundlers (sandbox/bundler/: alto behind a loopback proxy), one per anvil chain.
  bundlerA: { env: 'PORTICO_BUNDLER_A_PORT', dev: 4337, test: 14337 },
  bundlerB: { env: 'PORTICO_BUNDLER_B_PORT', dev: 4338, test: 14338 },
  // The on-ramp provider's pages (sandbox/onramp/): its own origin, as a hosted payment provider's is.
  onramp: { env: 'PORTICO_ONRAMP_PORT', dev: 5177, test: 15177 },
  // The exchange Pay opens (sandbox/exchange/): its own origin, as a hosted exchange's is.
  exchange: { env: 'PORTICO_EXCHANGE_PORT', dev: 5178, test: 15178 },
  // The ERC-7677 paymaster service (sandbox/paymaster/) of every sandbox chain, loopback only.
  paymaster: { env: 'PORTICO_PAYMASTER_PORT', dev: 4339, test: 14339 },
  // The dApp's RPC URLs: two loopback proxies per chain in front of its node, each made to refuse,
  // hang or slow down through the control port (sandbox/rpc-faults/).
  rpcAdmin: { env: 'PORTICO_RPC_ADMIN_PORT', dev: 8540, test: 18540 },
  rpcA1: { env: 'PORTICO_RPC_A1_PORT', dev: 8541, test: 18541 },
  rpcA2: { env: 'PORTICO_RPC_A2_PORT', dev: 8542, test: 18542 },
  rpcB1: { env: 'PORTICO_RPC_B1_PORT', dev: 8543, test: 18543 },
  rpcB2: { env: 'PORTICO_RPC_B2_PORT', dev: 8544, test: 18544 },
  rpcSolana1: { env: 'PORTICO_RPC_SOLANA1_PORT', dev: 8897, test: 18897 },
  rpcSolana2: { env: 'PORTICO_RPC_SOLANA2_PORT', dev: 8898, test: 18898 },
}

/**
 * Ports a browser refuses to fetch from (the Fetch standard's "bad ports": net::ERR_UNSAFE_PORT in
 * Chromium), so a sandbox service there could not be reached by the playground or a dApp.
 */
export const BROWSER_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
])

/**
 * The ports of a profile, overridden by environment variables: PORTICO_PLAYGROUND_PORT etc. for
 * 'dev', PORTICO_TEST_PLAYGROUND_PORT etc. for 'test'. PORTICO_PORT_OFFSET / PORTICO_TEST_PORT_OFFSET
 * shifts every default at once, so several sandboxes (two e2e runs, say) can run side by side.
 */
export function sandboxPortsFromEnv(profile: SandboxPortProfile, env: Record<string, string | undefined> = process.env): SandboxPorts {
  const ports = {} as SandboxPorts
  const offsetName = profile === 'dev' ? 'PORTICO_PORT_OFFSET' : 'PORTICO_TEST_PORT_OFFSET'
  const rawOffset = env[offsetName]
  const offset = rawOffset === undefined || rawOffset === '' ? 0 : Number(rawOffset)
  if (!Number.isInteger(offset) || offset < 0 || offset > 30000) throw new Error(`${offsetName} must be a whole number from 0 to 30000, got "${rawOffset}"`)
  for (const [service, entry] of Object.entries(table) as [SandboxService, (typeof table)[SandboxService]][]) {
    const name = profile === 'dev' ? entry.env : entry.env.replace(/^PORTICO_/, 'PORTICO_TEST_')
    const raw = env[name]
    const port = raw === undefined || raw === '' ? entry[profile] + offset : Number(raw)
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a TCP port number, got "${raw}"`)
    if (BROWSER_BLOCKED_PORTS.has(port)) {
      const how = raw === undefined || raw === '' ? `${offsetName}=${offset} puts it there: choose another offset, or set ${name}` : `set ${name} to another port`
      throw new Error(`${name}: browsers refuse port ${port} (an unsafe port), so the sandbox's ${service} could not be reached from a page; ${how}`)
    }
    ports[service] = { port, env: name }
  }
  return ports
}
