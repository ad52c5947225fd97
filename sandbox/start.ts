// `npm start`: the sandbox on the 'dev' ports, until Ctrl-C / SIGTERM.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SANDBOX_PERMISSIONS_ADDRESS } from './permissions/sandbox-permissions.ts'
import { sandboxPortsFromEnv } from './ports.ts'
import { startSandbox, type Sandbox } from './startSandbox.ts'

export { startSandbox } from './startSandbox.ts'
export type { Sandbox, SandboxMode, SandboxUrls, StartSandboxParameters } from './startSandbox.ts'

async function main(): Promise<void> {
  let sandbox: Sandbox | undefined
  let exiting = false
  const exit = async (code: number) => {
    if (exiting) return
    exiting = true
    await sandbox?.stop()
    // Before the sandbox is up, process exit kills the anvil processes started so far (testing/anvil.ts).
    process.exit(code)
  }
  process.on('SIGINT', () => void exit(0))
  process.on('SIGTERM', () => void exit(0))

  try {
    sandbox = await startSandbox({ ports: sandboxPortsFromEnv('dev'), mode: 'dev' })
  } catch (error) {
    console.error(`Portico sandbox did not start:\n${error instanceof Error ? error.message : String(error)}`)
    return exit(1)
  }
  if (exiting) return sandbox.stop()

  const { urls } = sandbox
  const rows = [
    ...urls.chains.map((chain) => [`${chain.name} (chain ${chain.id}) node`, chain.rpcUrl]),
    ...urls.rpc.chains.flatMap((chain) => chain.urls.map((u, i) => [`${u.label}, the dApp's ${i === 0 ? 'first' : 'second'} RPC URL (a proxy to the node)`, u.url])),
    ['RPC URL faults (GET/POST /rpc: refusing, hanging, slow, dropping; loopback only)', `${urls.rpc.adminUrl}/rpc`],
    ['API (endpoints.api, endpoints.blockchainApi, endpoints.pulse)', urls.api],
    ['API admin (loopback only)', `${urls.apiAdmin}/__admin/faults`],
    ['WalletConnect relay (walletConnect({ relayUrl }))', urls.relay],
    ['Sandbox Solana (LiteSVM; HTTP + WebSocket)', urls.solana.rpcUrl],
    ...urls.tokens.map((token) => [`ERC-20 ${token.symbol} (${token.name}, ${token.decimals} decimals; every chain)`, token.address]),
    ['DEX: Uniswap V2 Router02 (every chain; the convert API swaps through it)', urls.dex.router],
    ['DEX: Uniswap V2 Factory (every chain)', urls.dex.factory],
    ['DEX: WETH9 (every chain)', urls.dex.weth],
    ...urls.dex.pools.map((pool) => [`DEX pool ${pool.assets.join('/')} (${pool.liquidity[0]} + ${pool.liquidity[1]} at start)`, pool.pair]),
    ['ERC-4337 EntryPoint 0.8 (every chain)', urls.smartAccounts.entryPoint],
    ['EIP-7702 account implementation, Simple7702Account (every chain)', urls.smartAccounts.simple7702Account],
    ['ERC-1271 account factory (every chain)', urls.smartAccounts.factory],
    ['ERC-1271 account of #0, salt 0 (deployed)', urls.smartAccounts.account.address],
    ['ERC-6492 account of #0, salt 1 (counterfactual, no code)', urls.smartAccounts.counterfactual.address],
    ['ERC-7715 permissions: SessionPermissions (every chain)', SANDBOX_PERMISSIONS_ADDRESS],
    ...urls.bundlers.map((bundler) => [`${bundler.label}, ERC-4337 (alto; loopback)`, bundler.url]),
    ['Paymaster service, ERC-7677 (every chain; loopback)', urls.paymaster.url],
    ['Paymaster policy (sandbox admin: GET / PUT JSON)', urls.paymaster.policyUrl],
    ['Verifying paymaster contract (every chain)', urls.paymaster.address],
    ['Sandbox Wallet', urls.walletScript],
    ['Sandbox Mobile Wallet (WalletConnect)', urls.mobileWallet],
    // the value endpoints.secureSite takes: the embedded wallet's frame is its /sdk page
    ['Secure site (endpoints.secureSite; the embedded wallet\'s frame, own origin)', urls.secureFrame.url],
    ['Social consent pages (from the dApp; google, x, discord, github, apple, facebook)', `${urls.secureFrame.url}/social/<provider>`],
    ['Farcaster approval pages (from the QR)', `${urls.secureFrame.url}/farcaster/<channel>`],
    ['Mail inbox (one-time codes; SMTP receive only)', urls.mail.url],
    ['Mail inbox SMTP (loopback)', urls.mail.smtp],
    ['On-ramp provider (card 4242 4242 4242 4242; more in sandbox/README.md)', urls.onramp],
    ['Exchange for Pay (logged-in test account; withdrawals sent on the sandbox chains)', urls.exchange],
    ['Playground', urls.playground],
    ['Playground, EVM + Solana (multichain)', `${urls.playground.replace(/\/?$/, '/')}?multichain`],
    ['Playground, social login by redirect', `${urls.playground.replace(/\/?$/, '/')}?socialRedirect`],
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(`\nPortico sandbox is running:\n${rows.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`).join('\n')}\n\nCtrl-C stops everything.\n`)

  const crash = await sandbox.crashed
  console.error(`${crash.service} stopped unexpectedly (${crash.reason}); stopping the sandbox.`)
  await exit(1)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main()
