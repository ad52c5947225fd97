// The WalletConnect eip155 capability object: the kernel's adapter contract over the standalone
// session (session.ts). It loads with walletconnect-parts.ts; the sign-client loads on first connect
// or restore. Composition note: the kernel keys adapters by namespace, so this is not returned from
// `adapters` (it would collide with the evm plugin's eip155 adapter); see walletconnect-parts.ts.
import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import type {
  ChainAdapter,
  ChecksConnection,
  Connector,
  Connects,
  ExplorerWallet,
  ExposesProvider,
  Metadata,
  OpensWalletApp,
  Logger,
  Network,
  ResolvedOptions,
  RpcService,
  SendsTransaction,
  SiwxConfig,
  SignsMessage,
  SwitchesNetwork,
} from 'portico'
import { utf8ToHex } from 'portico'
import { appLinkFor, openAppLink, type AppLink } from './app-links.ts'
import { staleAt } from './pairing-uri.ts'
import { alongside, createLinkModeTap } from './link-mode-tap.ts'
import { createPreparedPairing, pairingKey } from './prepared-pairing.ts'
import { createWalletConnectProvider, type WalletConnectProvider } from './provider.ts'
import { adoptOneClickSignIn, oneClickRequest } from './one-click-sign-in.ts'
import { createWalletConnectSession, WalletConnectError, type WalletConnectSession, type WalletConnectSessionOptions } from './session.ts'

export const WALLETCONNECT_CONNECTOR: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

export type WalletConnectAdapter = ChainAdapter &
  Connects &
  SwitchesNetwork &
  SignsMessage &
  SendsTransaction &
  ExposesProvider &
  ChecksConnection &
  OpensWalletApp & {
    /** The pairing URI of the connection in progress (replaced before it expires); null when none. */
    readonly uri$: Observable<string | null>
    /**
     * Makes a pairing ahead of a connect to `network` (a phone, while the visitor picks a wallet),
     * so a tap can open the wallet's app at once; the connect adopts it. Nothing when connected.
     */
    preparePairing(network: Network): void
    /** Drops the pairing made ahead (the modal closed). */
    cancelPreparedPairing(): void
    /** The app link the last tap (or Try again) opened, and for which wallet. */
    lastOpened(): { walletId: string; link: AppLink; at: number } | undefined
    getProvider(): WalletConnectProvider | undefined
    /** The underlying session (for tests and advanced use). */
    readonly session: WalletConnectSession
    dispose(): void
  }

export interface WalletConnectAdapterOptions extends Omit<WalletConnectSessionOptions, 'networks' | 'metadata' | 'storagePrefix' | 'logger'> {
  networks: readonly Network[]
  /** The sign-in config when sign-in is configured: the pairing then asks for an authenticated session. */
  signIn?: () => SiwxConfig | undefined
  logger?: Pick<Logger, 'warn' | 'error'>
  metadata?: Metadata
  storagePrefix?: string
  /** Where each chain's bundler is (the kernel's options): wallet_getCallsStatus of a session that names one reads it there. */
  bundler?: Pick<ResolvedOptions, 'bundlerUrls' | 'endpoints' | 'projectId'>
  /** The kernel's RPC transport: the provider's chain reads go through it. */
  rpc: () => Pick<RpcService, 'request'>
  /** The page's window: a phone's tap opens a wallet's app link in it. */
  window?: Window
}

const DEFAULT_METADATA: Metadata = { name: 'Portico dApp', description: '', url: 'http://localhost', icons: [] }

export function createWalletConnectAdapter(options: WalletConnectAdapterOptions): WalletConnectAdapter {
  // Every composed network: the proposal asks for each namespace it knows (eip155, solana); this
  // adapter itself serves eip155.
  const session = createWalletConnectSession({
    ...options,
    networks: options.networks.map((n) => ({ id: n.id, chainNamespace: n.chainNamespace, caipNetworkId: n.caipNetworkId })),
    metadata: options.metadata ?? DEFAULT_METADATA,
    storagePrefix: options.storagePrefix ?? 'portico-wc',
  })
  const uri$ = new BehaviorSubject<string | null>(null)
  // The kernel shows the wallet at the other end (its metadata), not "WalletConnect".
  const withPeer = (state: { accounts: string[]; chainId: number }) => {
    const peer = session.peer()
    return peer ? { ...state, wallet: peer } : state
  }
  const disposed$ = new Subject<void>()
  const prepared = createPreparedPairing()
  let opened: { walletId: string; link: AppLink; at: number } | undefined
  // the network the pairing made ahead is for: a link-mode connection made in the tap asks for it first
  let preparedFor: Network | undefined
  const redirect = options.metadata?.redirect
  const linkMode = createLinkModeTap({
    session,
    applies: () => Boolean(options.linkMode?.enabled() && redirect?.linkMode === true && redirect.universal),
    open: (url) => options.linkMode?.open(url) ?? false,
    fallback: (wallet) => void openPairingLink(wallet as ExplorerWallet),
    logger: options.logger ?? console,
  })
  /** Opens `wallet`'s app with the pairing URI shown (a Try again) or made ahead of the tap; undefined when it cannot. */
  const openPairingLink = (wallet: ExplorerWallet) => {
    const shown = uri$.value
    const uri = (shown && (staleAt(shown) ?? Infinity) > Date.now() ? shown : undefined) ?? prepared.uri()
    const link = uri ? appLinkFor(wallet, uri) : undefined
    if (!link || !options.window || !openAppLink(options.window, link)) return undefined
    opened = { walletId: wallet.id, link, at: Date.now() }
    return { href: link.href }
  }
  const pairingFor = (network: Network) => {
    const authentication = oneClickRequest(options.signIn?.(), options.networks, network)
    return { key: pairingKey(network, Boolean(authentication)), start: () => session.connect(authentication ? { authentication } : {}) }
  }
  const provider = createWalletConnectProvider({
    session,
    network: (chainId) => options.networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId),
    rpc: options.rpc,
    ...(options.bundler ? { bundler: options.bundler } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  })

  return {
    namespace: 'eip155',
    serves: 'connectors',
    connectors$: new BehaviorSubject<Connector[]>([WALLETCONNECT_CONNECTOR]).asObservable(),
    events$: session.events$,
    uri$: uri$.asObservable(),
    session,
    async connect({ network, signal }) {
      const signIn = options.signIn?.()
      const { key, start } = pairingFor(network)
      // a tap on a wallet that takes link mode made this connection in its link
      const linked = await linkMode.take()
      const connection = linked ? alongside(linked, prepared.take(key)) : (prepared.take(key) ?? (await start()))
      const sub = connection.uri$.subscribe({ next: (uri) => uri$.next(uri), complete: () => uri$.next(null) })
      const cancelOnDispose = disposed$.subscribe(() => connection.cancel())
      // the kernel gave the connect up: the pairing stops (no more fresh URIs), a late approval is not adopted
      const cancel = () => connection.cancel()
      if (signal?.aborted) cancel()
      signal?.addEventListener('abort', cancel, { once: true })
      try {
        const state = await connection.approval
        // Before the connect resolves: the sign-in step then finds the session and does not ask again.
        await adoptOneClickSignIn(signIn, state, options.logger ?? console)
        if (network.chainNamespace === 'eip155' && Number(network.id) !== state.chainId) {
          // Best effort: an approved chain becomes the default; a refusal keeps the approved one.
          await session.switchChain(Number(network.id)).catch(() => {})
        }
        return withPeer(session.state() ?? state)
      } catch (error) {
        // The kernel tells a refusal by its EIP-1193 code (4001, 'Connection declined'); the
        // session's own code is 'USER_REJECTED' over the sign-client's 5000, which it does not know.
        if (error instanceof WalletConnectError && error.code === 'USER_REJECTED') throw Object.assign(new Error(error.message), { code: 4001, cause: error })
        throw error
      } finally {
        signal?.removeEventListener('abort', cancel)
        cancelOnDispose.unsubscribe()
        sub.unsubscribe()
        uri$.next(null)
      }
    },
    reconnect: async () => {
      const state = await session.restore()
      return state && withPeer(state)
    },
    checkConnection: () => session.checkConnection(),
    disconnect: () => session.disconnect(),
    switchNetwork: (network) => session.switchChain(Number(network.id)),
    signMessage: ({ message, address }) => session.request<string>({ method: 'personal_sign', params: [utf8ToHex(message), address] }),
    sendTransaction: ({ to, value, data, gas, address, network }) =>
      session.request<string>({
        method: 'eth_sendTransaction',
        chainId: Number(network.id),
        params: [{ from: address, to, ...(value !== undefined ? { value: `0x${value.toString(16)}` } : {}), ...(data ? { data } : {}), ...(gas !== undefined ? { gas: `0x${gas.toString(16)}` } : {}) }],
      }),
    getProvider: () => (session.state() ? provider : undefined),
    preparePairing(network) {
      if (session.state()) return
      preparedFor = network
      const { key, start } = pairingFor(network)
      prepared.prepare(key, start)
    },
    cancelPreparedPairing: () => prepared.cancel(),
    openWalletApp(wallet: ExplorerWallet) {
      // a wallet that takes link mode: the connection goes in its universal link, opened once made
      const linkModeLink = linkMode.open(wallet, oneClickRequest(options.signIn?.(), options.networks, preparedFor))
      if (linkModeLink) {
        opened = { walletId: wallet.id, link: { kind: 'universal', base: linkModeLink, href: linkModeLink }, at: Date.now() }
        return { href: linkModeLink }
      }
      // the connection in progress (a Try again), else the one made ahead of the tap
      return openPairingLink(wallet)
    },
    lastOpened: () => opened,
    dispose() {
      prepared.cancel()
      disposed$.next()
      void session.close()
    },
  }
}
