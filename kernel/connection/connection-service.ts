import { Subject, type Subscription } from 'rxjs'
import type { AdapterAccountInfo, AdapterEvent, AdapterSession, ChainAdapter } from '../adapter/chain-adapter.ts'
import { toCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import { namespaceName } from '../caip/namespace-name.ts'
import type { Connector } from '../connectors/connector.ts'
import { connectorSides } from '../connectors/connector-sides.ts'
import { isUserRejection, messageOf, PorticoError } from '../errors/portico-error.ts'
import { formatUnits } from '../format/balance.ts'
import { createStore } from '../state/store.ts'
import { explorerAddressUrl } from '../network/explorer-urls.ts'
import type { RecentWallet } from '../storage/keys.ts'
import { accountInfoPatch, NO_ACCOUNT_INFO } from './account-info.ts'
import { emptyAccount, type AccountState } from './account-state.ts'
import type { AfterConnect, ConnectAttempt, Connected, ConnectionDeps, ConnectionEvent, ConnectionService } from './connection-types.ts'
import { persistConnections } from './persist-connections.ts'
import { restoringAccount, storedConnections, type StoredConnection } from './stored-connections.ts'

export type { AfterConnect, ConnectAttempt, Connected, ConnectionDeps, ConnectionEvent, ConnectionService, SendTransactionRequest } from './connection-types.ts'

/** SPEC §5: balances are fetched only for these namespaces (and never for testnets). */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** A wallet that has not answered a silent reconnect by then is treated as gone (not in SPEC), unless its adapter gives its own reconnectTimeoutMs. */
export const RESTORE_TIMEOUT_MS = 5_000
/**
 * Closing the modal while a wallet is asked (a WalletConnect QR, an extension's prompt) leaves the
 * request with the wallet: a phone that scanned the code still shows it, the dApp cannot withdraw
 * it, and a person who approves there expects to be connected (AppKit does the same). So the
 * account reads disconnected at once, a late approval still connects, picking the same wallet
 * again picks the request up (the same QR), another wallet gives it up, and without an answer it
 * is given up after this long (a WalletConnect proposal lives 5 min), its connect() rejecting with
 * 'Request was aborted'.
 */
export const LEFT_CONNECT_TIMEOUT_MS = 5 * 60_000

/** A connect the visitor left by closing the modal, still waiting on the wallet. */
interface LeftConnect {
  connectorId: string
  namespace: ChainNamespace | undefined
  /** The same wallet picked again: shown as pending again; settles with the first connect. */
  resume(wallet?: RecentWallet): Promise<AccountState>
  giveUp(): void
}

export function createConnectionService(deps: ConnectionDeps): ConnectionService {
  const { storage, logger, network } = deps
  const namespaceAdapter = (ns: ChainNamespace) => deps.adapters.find((a) => a.namespace === ns && a.serves !== 'connectors')
  // What each connector-serving adapter lists right now, so a connector id finds its adapter synchronously.
  const listed = new Map<ChainAdapter, readonly string[]>()
  const listings = deps.adapters
    .filter((a) => a.serves === 'connectors')
    .map((a) => a.connectors$.subscribe((list) => listed.set(a, list.map((c) => c.id))))
  const adapterFor = (ns: ChainNamespace, connectorId?: string) =>
    (connectorId !== undefined
      ? deps.adapters.find(
          (a) => a.namespace === ns && a.serves === 'connectors' && (listed.get(a)?.includes(connectorId) || a.sharesSessionOf?.includes(connectorId)),
        )
      : undefined) ?? namespaceAdapter(ns)
  // The adapter behind each live connection: sign, switch, balance and disconnect go back to it.
  const active = new Map<ChainNamespace, ChainAdapter>()
  const adapterOf = (ns: ChainNamespace) => active.get(ns) ?? namespaceAdapter(ns)
  const namespaces = [...new Set(deps.adapters.map((a) => a.namespace))]
  const events = new Subject<ConnectionEvent>()
  const attempt = createStore<ConnectAttempt | undefined>(undefined)
  /** Rejects each pending connect (one entry while it waits on a wallet). */
  const cancelPending = new Set<() => void>()
  /** At most one: a newer connect resumes or gives it up. */
  let left: LeftConnect | undefined
  const afterConnect = new Set<AfterConnect>()
  const eventSubscriptions = new Map<ChainNamespace, Subscription>()
  let disposed = false

  // SPEC §4: a namespace that was connected starts as "connecting" with its stored address, so the
  // UI never flashes "disconnected" (the UI's boot state, before this kernel loaded, said the same).
  const toRestore = storedConnections(storage, (ns) => deps.adapters.some((a) => a.namespace === ns && !!a.reconnect))
  const initial: Record<string, AccountState> = {}
  for (const ns of namespaces) {
    const stored = toRestore.find((r) => r.namespace === ns)
    initial[ns] = stored ? restoringAccount(stored, network.get().activeByNamespace[ns]) : emptyAccount(ns)
  }
  const store = createStore<Readonly<Record<string, AccountState>>>(initial)

  const account = (ns: ChainNamespace) => store.get()[ns] ?? emptyAccount(ns)
  const patch = (ns: ChainNamespace, p: Partial<AccountState>) =>
    store.update((all) => ({ ...all, [ns]: { ...(all[ns] ?? emptyAccount(ns)), ...p } }))

  const persist = () => persistConnections(storage, Object.values(store.get()), network.get().activeByNamespace)

  /** SPEC §1: names are EVM-only; the identity API answers for eip155 addresses. */
  async function loadProfile(ns: ChainNamespace, address: string) {
    const net = network.get().activeByNamespace[ns]
    // as for balances (SPEC §5), test networks have no names to look up
    if (ns !== 'eip155' || !deps.identity || !net || net.testnet) return
    try {
      const identity = await deps.identity.getIdentity({ address, sender: address, caipNetworkId: net.caipNetworkId })
      if (disposed || account(ns).address !== address) return
      patch(ns, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined })
    } catch (error) {
      // the address still shows; a name is an extra
      logger.warn('identity fetch failed', error)
    }
  }

  function setAddress(ns: ChainNamespace, accounts: string[]) {
    const address = accounts[0]!
    const net = network.get().activeByNamespace[ns]
    // another account's name must never show beside this address
    if (account(ns).address !== address) patch(ns, { profileName: undefined, profileImage: undefined })
    // the types the wallet reported (AdapterAccountInfo.allAccounts) stay with their addresses
    const known = account(ns).allAccounts
    const typed = accounts.map((a) => known.find((k) => k.address.toLowerCase() === a.toLowerCase()) ?? { address: a, type: 'eoa' as const })
    const others = known.filter((k) => !typed.some((t) => t.address.toLowerCase() === k.address.toLowerCase()))
    patch(ns, {
      address,
      caipAddress: net ? toCaipAddress(net.caipNetworkId, address) : undefined,
      allAccounts: [...typed, ...others],
      addressExplorerUrl: explorerAddressUrl(net, address),
    })
    // a switched account or chain is what the next page load shows first
    if (account(ns).status === 'connected') persist()
  }

  /**
   * Follows the wallet onto a chain: a listed one becomes active, another one is "unsupported".
   * With `keepNamespace` (a wallet event, a connect or restore) a namespace that is not the active
   * one only records its network: one side of a multichain wallet never takes the active namespace.
   */
  function followChain(ns: ChainNamespace, chainId: number | string, keepNamespace = true) {
    const net = network.find(chainId, ns)
    const inactive = keepNamespace && ns !== network.get().activeNamespace
    if (net) {
      network.setActive(net, { keepNamespace })
      const address = account(ns).address
      if (address) setAddress(ns, [address, ...account(ns).allAccounts.slice(1).map((a) => a.address)])
      void service.refreshBalance(ns)
      const router = deps.router()
      if (!inactive && router.get().view === 'UnsupportedChain' && deps.modal().get().open) deps.modal().close({ force: true })
      return
    }
    // the unsupported state and its view are about the namespace the visitor is on
    if (inactive) return logger.warn(`the ${ns} wallet moved to chain ${chainId}, which the app does not list`)
    network.setUnsupported(chainId)
    patch(ns, { balance: undefined, balanceSymbol: undefined })
    if (!deps.allowUnsupportedChain && deps.enableNetworkSwitch) deps.modal().open({ view: 'UnsupportedChain' })
  }

  /** Copies the account info a wallet reported (SPEC §3: user, social provider, account types) into the state. */
  function applyInfo(ns: ChainNamespace, info: AdapterAccountInfo) {
    const p = accountInfoPatch(info)
    if (Object.keys(p).length) patch(ns, p)
  }

  function onAdapterEvent(ns: ChainNamespace, event: AdapterEvent) {
    logger.debug(`wallet event ${event.type}`, event)
    if (event.type === 'chainChanged') followChain(ns, event.chainId)
    else if (event.type === 'accountInfoChanged') applyInfo(ns, event.info)
    else if (event.type === 'accountsChanged') {
      if (event.accounts.length === 0) void service.disconnect(ns)
      else {
        setAddress(ns, event.accounts)
        void loadProfile(ns, event.accounts[0]!)
        void service.refreshBalance(ns)
      }
    } else if (event.type === 'disconnect') void service.disconnect(ns)
    else if (event.type === 'unavailable') {
      // A request was refused before it was sent: tell the visitor and offer to reconnect.
      logger.warn(`wallet unavailable (${event.reason}): ${event.message}`)
      deps.modal().open({
        view: 'ConnectionUnavailable',
        data: { namespace: ns, reason: event.reason, message: event.message, connectorId: account(ns).connectorId },
        namespace: ns,
      })
    }
  }

  function attach(ns: ChainNamespace, connectorId: string, session: AdapterSession, adapter: ChainAdapter) {
    active.set(ns, adapter)
    eventSubscriptions.get(ns)?.unsubscribe()
    if (adapter.events$) eventSubscriptions.set(ns, adapter.events$.subscribe((e) => onAdapterEvent(ns, e)))
    const connector = deps.connectors.find(connectorId)
    patch(ns, {
      status: 'connected',
      connectorId,
      connectedWalletInfo: session.wallet
        ? { name: session.wallet.name, icon: session.wallet.icon }
        : connector
          ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }
          : undefined,
    })
    // a previous session's info must not outlive it: what this one does not report is unset
    patch(ns, { ...NO_ACCOUNT_INFO, allAccounts: [] })
    applyInfo(ns, session)
    setAddress(ns, session.accounts)
    persist()
    followChain(ns, session.chainId)
    void loadProfile(ns, session.accounts[0]!)
  }

  function reset(ns: ChainNamespace) {
    eventSubscriptions.get(ns)?.unsubscribe()
    eventSubscriptions.delete(ns)
    active.delete(ns)
    store.update((all) => ({ ...all, [ns]: emptyAccount(ns) }))
    network.setUnsupported(undefined)
    persist()
  }

  /**
   * After a connect made in the modal: an after-connect step (e.g. sign-in) may take the modal over;
   * otherwise it closes, as AppKit and RainbowKit do. A wallet on a chain the dApp does not list
   * keeps it open on UnsupportedChain.
   */
  function finishInModal(connected: Connected) {
    const modal = deps.modal()
    if (!modal.get().open || deps.router().get().view === 'UnsupportedChain') return
    for (const step of [...afterConnect]) if (step(connected)) return
    modal.close({ force: true })
  }

  async function restoreOne({ namespace: ns, connectorId }: StoredConnection) {
    const adapter = adapterFor(ns, connectorId)
    if (!adapter?.reconnect) return reset(ns)
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const session = await Promise.race([
        adapter.reconnect!({ connectorId }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), adapter.reconnectTimeoutMs ?? deps.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS)
        }),
      ])
      if (disposed) return
      if (session && session.accounts.length > 0) attach(ns, connectorId, session, adapter)
      else reset(ns)
    } catch (error) {
      logger.warn(`could not restore the ${ns} connection`, error)
      if (!disposed) reset(ns)
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * One session, several namespaces (AdapterIdentity.sharesSessionOf): after `connectorId` connected
   * in `ns`, every other namespace's adapter that shares its session is asked for its side of it
   * (`reconnect`, no wallet prompt) and attached when the wallet approved accounts there. A
   * namespace the visitor connected with another wallet keeps that wallet.
   */
  async function attachSharing(ns: ChainNamespace, connectorId: string) {
    for (const adapter of deps.adapters) {
      const other = adapter.namespace
      if (other === ns || !adapter.sharesSessionOf?.includes(connectorId) || !adapter.reconnect) continue
      if (account(other).status === 'connected' && account(other).connectorId !== connectorId) continue
      try {
        const session = await adapter.reconnect({ connectorId })
        if (disposed || !session || session.accounts.length === 0) continue
        attach(other, connectorId, session, adapter)
        events.next({ type: 'CONNECT_SUCCESS', namespace: other, connectorId })
      } catch (error) {
        logger.warn(`the ${connectorId} session has no usable ${other} side`, error)
      }
    }
  }

  /** The namespaces attached from the same shared session as `ns` (itself first): they disconnect together. */
  function sharingGroup(ns: ChainNamespace): ChainNamespace[] {
    const id = account(ns).connectorId
    if (!id) return [ns]
    const others = Object.values(store.get())
      .filter((a) => a.namespace !== ns && a.status !== 'disconnected' && a.connectorId === id)
      .map((a) => a.namespace)
    const shares = (n: ChainNamespace) => !!adapterOf(n)?.sharesSessionOf?.includes(id)
    return shares(ns) || others.some(shares) ? [ns, ...others] : [ns]
  }

  /** Connects one side (one namespace) of a connector; the caller decides what the modal does next. */
  async function connectSide(side: Connector, cancel: Promise<never>, signal: AbortSignal, shown: () => boolean) {
    const ns = side.chain
    const adapter = adapterFor(ns, side.id)!
    const previous = account(ns)
    // a connect left by closing the modal asks its next side without saying "connecting"
    if (shown()) patch(ns, { status: 'connecting' })
    const target = network.get().activeByNamespace[ns] ?? network.get().networks.find((n) => n.chainNamespace === ns)!
    try {
      // cancelled (cancelConnect): the wallet's late answer is never attached
      const asked = adapter.connect!({ connectorId: side.id, network: target, signal })
      const session = await Promise.race([asked, cancel])
      if (session.accounts.length === 0) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no accounts')
      attach(ns, side.id, session, adapter)
      events.next({ type: 'CONNECT_SUCCESS', namespace: ns, connectorId: side.id })
      await attachSharing(ns, side.id)
    } catch (error) {
      patch(ns, { status: previous.status === 'connected' ? 'connected' : 'disconnected' })
      const message = isUserRejection(error) ? 'Connection declined' : messageOf(error)
      events.next({ type: 'CONNECT_ERROR', namespace: ns, connectorId: side.id, message })
      logger.warn(`connect with ${side.id} (${ns}) failed: ${message}`)
      throw error
    }
  }

  async function connectNow(connectorId: string, options: { wallet?: RecentWallet; namespace?: ChainNamespace }, self: { result?: Promise<AccountState> }): Promise<AccountState> {
    const connector = deps.connectors.find(connectorId)
    const sides = connector
      ? connectorSides(connector, connectorId, options.namespace).filter((side) => adapterFor(side.chain, side.id)?.connect)
      : []
    if (!connector || sides.length === 0) {
      const what = options.namespace ? `no ${options.namespace} connector with id ${connectorId}` : `no connector with id ${connectorId}`
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Connector not found', { details: what })
    }
    let wallet = options.wallet
    let mine: ConnectAttempt = { connectorId, status: 'pending', namespaces: sides.map((c) => c.chain), asking: sides[0]!.chain, connected: [], failed: [] }
    attempt.set(mine)
    // cancelConnect(): a wallet that never answers must not leave the caller waiting
    let aborted = new PorticoError('ABORTED', 'Request was aborted', { details: `connect to ${connectorId} cancelled` })
    let cancelled = false
    const controller = new AbortController()
    let cancelMine = () => {}
    const cancel = new Promise<never>((_, reject) => {
      cancelMine = () => {
        cancelled = true
        controller.abort(aborted)
        if (attempt.get() === mine) attempt.set(undefined)
        reject(aborted)
      }
    })
    cancel.catch(() => {})
    cancelPending.add(cancelMine)
    // the view follows each side; a newer connect the visitor started meanwhile is left alone
    const progress = (p: Partial<ConnectAttempt>) => {
      const shownNow = attempt.get() === mine
      mine = { ...mine, ...p }
      if (shownNow) attempt.set(mine)
    }

    // LEFT_CONNECT_TIMEOUT_MS: closing the modal leaves the request with the wallet
    const before = new Map(sides.map((c) => [c.chain, account(c.chain).status === 'connected' ? ('connected' as const) : ('disconnected' as const)]))
    let isLeft = false
    let giveUpTimer: ReturnType<typeof setTimeout> | undefined
    const record: LeftConnect = {
      connectorId,
      namespace: options.namespace,
      resume(picked) {
        isLeft = false
        clearTimeout(giveUpTimer)
        if (picked) wallet = picked
        attempt.set(mine)
        if (mine.asking && account(mine.asking).status !== 'connected') patch(mine.asking, { status: 'connecting' })
        return self.result!
      },
      giveUp: () => cancelMine(),
    }
    const leave = () => {
      if (isLeft || cancelled) return
      isLeft = true
      if (attempt.get() === mine) attempt.set(undefined)
      for (const [ns, status] of before) if (account(ns).status === 'connecting') patch(ns, { status })
      left = record
      giveUpTimer = setTimeout(() => {
        aborted = new PorticoError('ABORTED', 'Request was aborted', { details: `${connectorId} did not answer after the modal closed` })
        if (left === record) left = undefined
        cancelMine()
      }, deps.leftConnectTimeoutMs ?? LEFT_CONNECT_TIMEOUT_MS)
    }
    const modal = deps.modal()
    const closing = modal.get().open ? modal.closed$.subscribe(leave) : undefined
    const settle = () => {
      closing?.unsubscribe()
      clearTimeout(giveUpTimer)
      if (left === record) left = undefined
    }
    const connected: ChainNamespace[] = []
    const failed: ChainNamespace[] = []
    const errors: unknown[] = []
    // One wallet prompt at a time: a wallet shows one request after the other anyway.
    for (const [i, side] of sides.entries()) {
      if (i > 0) progress({ asking: side.chain, connected: [...connected], failed: [...failed] })
      try {
        await connectSide(side, cancel, controller.signal, () => !isLeft)
        connected.push(side.chain)
      } catch (error) {
        if (cancelled) break
        failed.push(side.chain)
        errors.push(error)
      }
    }
    cancelPending.delete(cancelMine)
    settle()
    if (cancelled) throw aborted
    const messageFor = (error: unknown) => (isUserRejection(error) ? 'Connection declined' : messageOf(error))
    if (connected.length === 0) {
      const error = errors[0]
      const message = messageFor(error)
      progress({ status: 'failed', asking: undefined, failed, error: message })
      if (error instanceof PorticoError) throw error
      throw new PorticoError(isUserRejection(error) ? 'USER_REJECTED' : 'CONNECT_FAILED', message, { cause: error })
    }
    // The active namespace stays when it is connected now; else the first side that connected.
    const activeNs = network.get().activeNamespace
    if (account(activeNs).status !== 'connected') network.setActiveNamespace(connected[0]!)
    const ns = network.get().activeNamespace
    deps.connectors.addRecent(wallet ?? { id: connector.id, name: connector.name, imageUrl: connector.imageUrl })
    if (failed.length) {
      // The modal stays on the wallet's view, which says what did not connect and offers a retry.
      const names = failed.map(namespaceName).join(', ')
      progress({ status: 'partial', asking: undefined, connected, failed, error: `${names} not connected: ${messageFor(errors[0])}` })
    } else {
      if (attempt.get() === mine) attempt.set(undefined)
      const side = sides.find((c) => c.chain === ns) ?? sides[0]!
      finishInModal({ namespace: ns, connectorId: side.id, account: account(ns) })
    }
    return account(ns)
  }

  const service: ConnectionService = {
    accounts$: store.state$,
    events$: events.asObservable(),
    attempt$: attempt.state$,
    getAttempt: attempt.get,
    addAfterConnect(step) {
      afterConnect.add(step)
      return () => void afterConnect.delete(step)
    },
    get: store.get,
    account,
    restored: Promise.resolve()
      .then(() => Promise.all(toRestore.map(restoreOne)))
      .then(() => {
        // the stored active namespace stays active; if it could not be restored, a restored one is
        const connected = toRestore.map((r) => r.namespace).filter((ns) => account(ns).status === 'connected')
        if (!disposed && connected.length && !connected.includes(network.get().activeNamespace)) network.setActiveNamespace(connected[0]!)
      }),

    connect(connectorId, options = {}) {
      const waiting = left
      left = undefined
      if (waiting?.connectorId === connectorId && waiting.namespace === options.namespace) return waiting.resume(options.wallet)
      waiting?.giveUp()
      const handle: { result?: Promise<AccountState> } = {}
      handle.result = connectNow(connectorId, options, handle)
      return handle.result
    },

    cancelConnect() {
      if (cancelPending.size === 0) return false
      for (const cancel of [...cancelPending]) cancel()
      cancelPending.clear()
      return true
    },

    async disconnect(namespace) {
      const asked = namespace ? [namespace] : Object.values(store.get()).filter((a) => a.status !== 'disconnected').map((a) => a.namespace)
      // A shared session ends for every namespace it carries; its adapters' disconnects after the first find it ended.
      const targets = [...new Set(asked.flatMap(sharingGroup))]
      const failures: string[] = []
      for (const ns of targets) {
        try {
          await adapterOf(ns)?.disconnect?.()
          events.next({ type: 'DISCONNECT_SUCCESS', namespace: ns })
        } catch (error) {
          failures.push(ns)
          logger.error('Failed to disconnect', error)
          events.next({ type: 'DISCONNECT_ERROR', namespace: ns, message: messageOf(error) })
        } finally {
          // Local state is cleared either way: a wallet that fails to answer must not keep the visitor connected.
          reset(ns)
        }
      }
      const modal = deps.modal()
      if (modal.get().open && deps.router().get().view === 'Account') modal.close()
      if (failures.length) throw new PorticoError('DISCONNECT_FAILED', 'Failed to disconnect', { details: failures.join(', ') })
    },

    async switchNetwork(target) {
      const net = network.resolveTarget(target)
      const ns = net.chainNamespace
      const adapter = adapterOf(ns)
      const state = network.get()
      // Back to another namespace's network its wallet is already on: nothing to ask the wallet.
      const alreadyThere = ns !== state.activeNamespace && state.activeByNamespace[ns]?.caipNetworkId === net.caipNetworkId
      if (account(ns).status === 'connected' && adapter?.switchNetwork && !alreadyThere) {
        await adapter.switchNetwork(net)
        // The wallet's chainChanged event normally lands first; this covers wallets that do not emit it.
        if (network.get().activeByNamespace[ns]?.caipNetworkId !== net.caipNetworkId || network.get().unsupportedChainId !== undefined) {
          followChain(ns, net.id, false)
        } else network.setActive(net)
        return
      }
      network.setActive(net)
      if (account(ns).status === 'connected') void service.refreshBalance(ns)
    },

    async refreshProfile(namespace) {
      const ns = namespace ?? network.get().activeNamespace
      const { status, address } = account(ns)
      if (status !== 'connected' || !address) return
      deps.identity?.forgetIdentity(address)
      await loadProfile(ns, address)
    },

    async refreshBalance(namespace, options = {}) {
      const ns = namespace ?? network.get().activeNamespace
      const acc = account(ns)
      const net = network.get().activeByNamespace[ns]
      if (acc.status !== 'connected' || !acc.address || !net || network.get().unsupportedChainId !== undefined) return
      const adapter = adapterOf(ns)
      if (!BALANCE_NAMESPACES.includes(ns) || net.testnet || !adapter?.getBalance) {
        patch(ns, { balance: '0.00', balanceSymbol: net.nativeCurrency.symbol, balanceLoading: false })
        return
      }
      patch(ns, { balanceLoading: true })
      const caipAddress = toCaipAddress(net.caipNetworkId, acc.address)
      const read = async () => {
        const result = await adapter.getBalance!({ address: acc.address!, network: net })
        return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
      }
      try {
        if (options.force) deps.balanceCache?.invalidateBalances(caipAddress)
        const result = deps.balanceCache ? await deps.balanceCache.getNativeBalance(caipAddress, read) : await read()
        // The visitor may have moved on while the request was in flight.
        if (account(ns).address !== acc.address || network.get().activeByNamespace[ns] !== net) return
        patch(ns, { balance: result.balance, balanceSymbol: result.symbol, balanceLoading: false, balanceUnavailable: false })
      } catch (error) {
        logger.warn('balance fetch failed', error)
        // the view says so in words rather than a bare dash (issue 22: an RPC node down)
        if (account(ns).address === acc.address) patch(ns, { balanceLoading: false, balanceUnavailable: true })
      }
    },

    async signMessage(message, namespace) {
      const ns = namespace ?? network.get().activeNamespace
      const acc = account(ns)
      const adapter = adapterOf(ns)
      if (acc.status !== 'connected' || !acc.address) throw new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found')
      if (!adapter?.signMessage) throw new PorticoError('UNSUPPORTED', `Signing messages is not supported on ${ns}`)
      try {
        return await adapter.signMessage({ message, address: acc.address })
      } catch (error) {
        if (isUserRejection(error)) throw new PorticoError('USER_REJECTED', 'Signature declined', { cause: error })
        throw error
      }
    },

    async sendTransaction(request, namespace) {
      const ns = namespace ?? network.get().activeNamespace
      const acc = account(ns)
      const adapter = adapterOf(ns)
      const net = network.get().activeByNamespace[ns]
      if (acc.status !== 'connected' || !acc.address || !net) throw new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found')
      if (!adapter?.sendTransaction) throw new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `sending transactions is not supported on ${ns}` })
      // the wallet is on a chain the app does not list: a transaction must not go out there
      if (network.get().unsupportedChainId !== undefined) {
        throw new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `the wallet is on chain ${network.get().unsupportedChainId}` })
      }
      try {
        return await adapter.sendTransaction({ ...request, address: acc.address, network: net })
      } catch (error) {
        if (isUserRejection(error)) throw new PorticoError('USER_REJECTED', 'Transaction declined', { cause: error })
        throw error
      }
    },

    async checkConnection(namespace) {
      const ns = namespace ?? network.get().activeNamespace
      if (account(ns).status !== 'connected') throw new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found')
      await adapterOf(ns)?.checkConnection?.()
    },

    getProvider(namespace) {
      const ns = namespace ?? network.get().activeNamespace
      return account(ns).status === 'connected' ? adapterOf(ns)?.getProvider?.() : undefined
    },

    setCurrentTab(tab, namespace) {
      patch(namespace ?? network.get().activeNamespace, { currentTab: tab })
    },

    dispose() {
      disposed = true
      left?.giveUp()
      for (const s of listings) s.unsubscribe()
      for (const s of eventSubscriptions.values()) s.unsubscribe()
      eventSubscriptions.clear()
      afterConnect.clear()
      events.complete()
    },
  }
  return service
}
