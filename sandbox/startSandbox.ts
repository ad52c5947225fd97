import { fileURLToPath } from 'node:url'
import { build, createServer, preview, type LogLevel } from 'vite'
import { startAnvil } from '../testing/anvil.ts'
import { isPortFree } from '../testing/port.ts'
import { sandboxChains, sandboxDex, sandboxSmartAccounts, sandboxTokens, type SandboxDex, type SandboxNetwork, type SandboxSmartAccounts, type SandboxToken } from './chains.ts'
import { playgroundConfig } from './playground/vite.config.ts'
import { sandboxPortsFromEnv, type SandboxPorts, type SandboxService } from './ports.ts'
import { startBundler } from './bundler/start-bundler.ts'
import { prepareSandboxDex } from './dex/index.ts'
import { startRelay } from './relay/index.ts'
import { startFrameWithInbox } from './frame/start-with-inbox.ts'
import { startSandboxExchange } from './exchange/index.ts'
import { startOnrampProvider } from './onramp/index.ts'
import { startApiServer } from './server/index.ts'
import { startSolanaRpc } from './solana-rpc/index.ts'
import { prepareSandboxSmartAccounts } from './smart-accounts/index.ts'
import { prepareSandboxPaymaster, startPaymasterService } from './paymaster/index.ts'
import { prepareSandboxTokens } from './tokens/index.ts'
import { prepareSessionPermissions } from './permissions/index.ts'
import { startSandboxRpcFaults, type SandboxRpcFaults } from './rpc-faults/start-rpc-faults.ts'
import { startWalletServer } from './wallet/server.ts'

/** 'none' starts no playground (a run that visits only other pages: the examples' e2e). */
export type SandboxMode = 'dev' | 'preview' | 'none'

export type StartSandboxParameters = {
  /** Ports by service; missing ones come from sandboxPortsFromEnv('dev'). */
  ports?: Partial<SandboxPorts>
  /** 'dev': the playground on a Vite dev server. 'preview': a production build, served statically. */
  mode?: SandboxMode
  /** Vite's log level; default 'info' in dev, 'warn' in preview. */
  logLevel?: LogLevel
}

export type SandboxUrls = {
  playground: string
  /** The wallet server's origin (a blank page that loads the wallet). */
  wallet: string
  walletScript: string
  /** The Sandbox Mobile Wallet (sandbox/mobile-wallet/): a WalletKit wallet page, `?uri=wc:…` pairs. */
  mobileWallet: string
  chains: SandboxNetwork[]
  /** The API server (every hosted endpoint): the kernel's api, blockchainApi and pulse. */
  api: string
  /** The API's admin server (fault injection, collected analytics events), loopback only. */
  apiAdmin: string
  /** The WalletConnect relay (ws://…): the WalletConnect clients' `relayUrl`. */
  relay: string
  /** The Solana JSON-RPC in front of LiteSVM (http://…; its WebSocket is the same port, ws://…). */
  solana: { rpcUrl: string; wsUrl: string; genesisHash: string }
  /** The ERC-20 tokens deployed at these addresses on every chain, funding anvil accounts #0 and #1 (sandbox/tokens/). */
  tokens: readonly SandboxToken[]
  /** The EntryPoint 0.8, the ERC-1271 account factory, anvil #0's deployed account (salt 0) and its counterfactual one (salt 1, no code) on every chain (sandbox/smart-accounts/). */
  smartAccounts: SandboxSmartAccounts
  /** The DEX on every chain (sandbox/dex/): Uniswap V2's WETH9, Factory and Router02, and its ETH/sUSDC, ETH/sDAI and sUSDC/sDAI pools. The convert API swaps through `router`. */
  dex: SandboxDex
  /** The ERC-4337 bundler of each chain (sandbox/bundler/: alto behind a loopback proxy); `adminUrl` takes it down and up. */
  bundlers: SandboxBundlerUrls[]
  /** The verifying paymaster (the same address on every chain, funded on the EntryPoint) and its ERC-7677 service (`url`; its admin policy at `policyUrl`, sandbox/paymaster/). */
  paymaster: { address: string; url: string; policyUrl: string }
  /** The embedded wallet's secure frame on its own origin (sandbox/frame/): `sdk` is the page the bridge embeds. */
  secureFrame: { url: string; sdk: string }
  /** The mail inbox (sandbox/mail/): `url` its page and JSON, `smtp` where mail is received. */
  mail: { url: string; smtp: string }
  /** The on-ramp provider (sandbox/onramp/) on its own origin: the page the on-ramp URL opens, its test cards, its purchases (`/api/purchases`). */
  onramp: string
  /** The exchange Pay opens (sandbox/exchange/) on its own origin: a logged-in test account whose withdrawals are sent on the sandbox chains. */
  exchange: string
  /** The dApp's RPC URLs (sandbox/rpc-faults/): two loopback proxies per chain (Sandbox Ethereum, Sandbox Base, Sandbox Solana) and the control that makes one refuse, hang or slow down. */
  rpc: Omit<SandboxRpcFaults, 'stop'>
}

export type SandboxBundlerUrls = { chainId: number; label: string; url: string; adminUrl: string }

const BUNDLER_SERVICE = { chainA: 'bundlerA', chainB: 'bundlerB' } as const satisfies Record<SandboxNetwork['service'], SandboxService>

export type SandboxCrash = { service: string; reason: string }

export type Sandbox = {
  urls: SandboxUrls
  /** Resolves when a service ends on its own; never after stop(). */
  crashed: Promise<SandboxCrash>
  /** Stops every service (the anvil processes included) and waits for them. */
  stop(): Promise<void>
}

/** Throws one error naming every taken port and the variable that moves it. */
async function assertPortsFree(ports: SandboxPorts): Promise<void> {
  const entries = Object.entries(ports) as [SandboxService, SandboxPorts[SandboxService]][]
  const problems: string[] = []
  const seen = new Map<number, SandboxService>()
  for (const [service, { port }] of entries) {
    if (seen.has(port)) problems.push(`port ${port} is configured for both ${seen.get(port)} and ${service}`)
    seen.set(port, service)
  }
  const free = await Promise.all(entries.map(([, { port }]) => isPortFree(port)))
  entries.forEach(([service, { port, env }], i) => {
    if (!free[i]) problems.push(`port ${port} is already in use${env ? ` (set ${env} to choose another)` : ` (${service})`}`)
  })
  if (problems.length) throw new Error(problems.join('\n'))
}

/**
 * Starts the sandbox: one anvil per sandbox chain, the API server, the WalletConnect relay, the Solana RPC, the Sandbox Wallet
 * server and the playground.
 * Checks every port first. On any failure, what was started is stopped again.
 */
export async function startSandbox(parameters: StartSandboxParameters = {}): Promise<Sandbox> {
  const mode = parameters.mode ?? 'dev'
  const ports: SandboxPorts = { ...sandboxPortsFromEnv('dev'), ...parameters.ports }
  await assertPortsFree(ports)

  let stopping = false
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    stopping = true
    await Promise.allSettled(stops.splice(0).reverse().map((fn) => fn()))
  }
  let reportCrash: (crash: SandboxCrash) => void = () => {}
  const crashed = new Promise<SandboxCrash>((resolve) => (reportCrash = resolve))

  let bundlersStarting: Promise<SandboxBundlerUrls[]> = Promise.resolve([])
  try {
    const chains = await Promise.all(
      sandboxChains.map(async (chain): Promise<SandboxNetwork> => {
        const anvil = await startAnvil({ port: ports[chain.service].port, chainId: chain.id })
        stops.push(anvil.stop)
        anvil.exited.then(({ code, signal }) => {
          if (!stopping) reportCrash({ service: `anvil (${chain.name})`, reason: signal ? `signal ${signal}` : `exit code ${code}` })
        })
        return { ...chain, rpcUrl: anvil.rpcUrl }
      }),
    )

    // Compiled once (or read from node_modules/.cache/portico-sandbox/), deployed to each chain.
    // Each from its own deployer, so they never race for a nonce. The DEX (npm artifacts, nothing
    // compiled) follows the tokens: its pools hold them.
    const rpcUrls = chains.map((chain) => chain.rpcUrl)
    const [, paymaster] = await Promise.all([
      prepareSandboxTokens(rpcUrls).then(() => prepareSandboxDex(rpcUrls)),
      prepareSandboxSmartAccounts(rpcUrls).then(() => prepareSandboxPaymaster(rpcUrls)),
      prepareSessionPermissions(rpcUrls),
    ])
    const paymasterService = await startPaymasterService({ chains: chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })), paymaster: paymaster.address, port: ports.paymaster.port })
    stops.push(paymasterService.stop)

    // One ERC-4337 bundler per chain (alto, ready in seconds: started now, awaited at the end). Its
    // URL is its proxy's fixed port, so the frame can be told it before alto answers.
    const bundlerUrl = (chain: SandboxNetwork) => `http://127.0.0.1:${ports[BUNDLER_SERVICE[chain.service]].port}`
    bundlersStarting = Promise.all(
      chains.map(async (chain): Promise<SandboxBundlerUrls> => {
        const bundler = await startBundler({ rpcUrl: chain.rpcUrl, label: chain.name, port: ports[BUNDLER_SERVICE[chain.service]].port })
        stops.push(bundler.stop)
        bundler.exited.then(({ code, signal }) => {
          if (!stopping) reportCrash({ service: `bundler (${chain.name})`, reason: signal ? `signal ${signal}` : `exit code ${code}` })
        })
        return { chainId: chain.id, label: `Bundler (${chain.name})`, url: bundler.url, adminUrl: bundler.adminUrl }
      }),
    )
    // awaited below; a failure meanwhile is reported there, not as an unhandled rejection
    bundlersStarting.catch(() => {})

    // The Solana cluster first: the on-ramp provider credits SOL on it, and the API links to the provider.
    const solana = await startSolanaRpc({ port: ports.solana.port })
    stops.push(solana.stop)

    const onramp = await startOnrampProvider({
      port: ports.onramp.port,
      chains: chains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
      solana: { rpcUrl: solana.url, wsUrl: solana.wsUrl },
    })
    stops.push(onramp.stop)

    const exchange = await startSandboxExchange({ port: ports.exchange.port, chains: chains.map(({ id, rpcUrl, name }) => ({ id, rpcUrl, name })) })
    stops.push(exchange.stop)

    const api = await startApiServer({
      port: ports.api.port,
      adminPort: ports.apiAdmin.port,
      chains: chains.map((chain) => ({ chainId: chain.id, name: chain.name, rpcUrl: chain.rpcUrl, tokens: sandboxTokens.map((token) => token.address), dex: sandboxDex, bundlerUrl: bundlerUrl(chain) })),
      onrampProviderUrl: onramp.url,
      exchangeUrl: exchange.url,
      // started below on its fixed port: the listing names its phone-app page
      walletUrl: `http://127.0.0.1:${ports.wallet.port}`,
    })
    stops.push(api.stop)

    const relay = await startRelay({ port: ports.relay.port })
    stops.push(relay.stop)

    const { frame: secureFrame, mail, stop: stopFrame } = await startFrameWithInbox({
      framePort: ports.secureFrame.port,
      mailPort: ports.mail.port,
      apiUrl: api.url,
      chains: chains.map((chain) => ({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl, bundlerUrl: bundlerUrl(chain) })),
      solana: { rpcUrl: solana.url, genesisHash: solana.genesisHash },
    })
    stops.push(stopFrame)

    const wallet = await startWalletServer({
      port: ports.wallet.port,
      chains: chains.map(({ id, name, rpcUrl, nativeCurrency }) => ({ id, name, rpcUrl, nativeCurrency })),
      mobileWallet: { relayUrl: relay.url, projectId: 'portico-sandbox' },
      solana: { rpcUrl: solana.url },
    })
    stops.push(wallet.stop)

    // The playground's networks list two URLs per chain, each a proxy in front of the node; the
    // wallets and services above talk to the nodes directly.
    const rpc = await startSandboxRpcFaults({
      adminPort: ports.rpcAdmin.port,
      chains: [
        { name: chains[0]!.name, target: chains[0]!.rpcUrl, ports: [ports.rpcA1.port, ports.rpcA2.port] },
        { name: chains[1]!.name, target: chains[1]!.rpcUrl, ports: [ports.rpcB1.port, ports.rpcB2.port] },
        { name: 'Sandbox Solana', target: solana.url, ports: [ports.rpcSolana1.port, ports.rpcSolana2.port] },
      ],
    })
    stops.push(rpc.stop)

    const rpcUrl = (service: SandboxService) => chains.find((chain) => chain.service === service)!.rpcUrl
    const urlsOf = (i: number) => rpc.chains[i]!.urls.map((u) => u.url)
    const config = playgroundConfig({
      walletScriptUrl: wallet.scriptUrl,
      rpcUrls: { chainA: rpcUrl('chainA'), chainB: rpcUrl('chainB') },
      apiUrl: api.url,
      relayUrl: relay.url,
      solanaRpcUrl: solana.url,
      secureFrameUrl: secureFrame.url,
      mailUrl: mail.url,
      paymasterUrl: paymasterService.url,
      rpcFaults: { adminUrl: rpc.adminUrl, chainA: urlsOf(0), chainB: urlsOf(1), solana: urlsOf(2) },
    })
    const network = { port: ports.playground.port, host: '127.0.0.1', strictPort: true }
    // One dependency cache per port, so a dev sandbox and the e2e sandbox never share one.
    const cacheDir = fileURLToPath(new URL(`../node_modules/.vite/playground-${network.port}`, import.meta.url))
    if (mode === 'none') {
      // nothing to serve
    } else if (mode === 'dev') {
      const server = await createServer({ ...config, cacheDir, logLevel: parameters.logLevel ?? 'info', server: { ...config.server, ...network } })
      await server.listen()
      stops.push(() => server.close())
    } else {
      const logLevel = parameters.logLevel ?? 'warn'
      // One build per port too: a bench and an e2e run side by side never overwrite each other's files.
      const outDir = fileURLToPath(new URL(`../.sandbox/playground-${network.port}`, import.meta.url))
      const built = { ...config, cacheDir, logLevel, build: { ...config.build, outDir } }
      await build(built)
      const server = await preview({ ...built, preview: network })
      stops.push(() => server.close())
    }

    const bundlers = await bundlersStarting

    return {
      urls: {
        playground: `http://127.0.0.1:${network.port}/`,
        wallet: wallet.url,
        walletScript: wallet.scriptUrl,
        mobileWallet: wallet.mobileWalletUrl!,
        chains,
        api: api.url,
        apiAdmin: api.adminUrl,
        relay: relay.url,
        solana: { rpcUrl: solana.url, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash },
        tokens: sandboxTokens,
        smartAccounts: sandboxSmartAccounts,
        dex: sandboxDex,
        bundlers,
        paymaster: { address: paymaster.address, url: paymasterService.url, policyUrl: paymasterService.policyUrl },
        secureFrame: { url: secureFrame.url, sdk: secureFrame.sdkUrl },
        mail: { url: mail.url, smtp: `smtp://${mail.smtp.host}:${mail.smtp.port}` },
        onramp: onramp.url,
        exchange: exchange.url,
        rpc: { adminUrl: rpc.adminUrl, chains: rpc.chains },
      },
      crashed,
      stop,
    }
  } catch (error) {
    // a bundler still starting is stopped too once it is up
    await bundlersStarting.catch(() => {})
    await stop()
    throw error
  }
}
