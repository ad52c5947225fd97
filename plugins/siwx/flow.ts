// SPEC §4 "SIWX": after a connect (made in the modal, restored on reload, or moved to another
// chain), an account with no sign-in session for its chain is asked to sign one; while sign-in is
// required the sign-in views cannot be closed (SPEC §2). Works for every adapter that signs
// messages, since signing goes through the ConnectionService.
import { BehaviorSubject, combineLatest, type Observable } from 'rxjs'
import {
  isUserRejection,
  messageOf,
  parseCaipAddress,
  PorticoError,
  type AccountState,
  type Analytics,
  type CaipAddress,
  type ConnectionService,
  type Logger,
  type Modal,
  type NetworkService,
  type Router,
  type SiwxConfig,
  type SiwxMessageData,
  type SiwxSession,
  type Toast,
  type ViewName,
} from 'portico'

/** The namespaces a sign-in message and its verifier exist for. */
export const SIWX_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** The views that show a sign-in step (SPEC §2's close rule applies to them). */
export const SIWX_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe']

export type SiwxStatus =
  /** No connected account on a supported network, or sign-in not configured. */
  | 'idle'
  /** Reading the account's sessions. */
  | 'checking'
  | 'signed-out'
  /** Waiting for the wallet's signature. */
  | 'signing'
  /** Signed; the config is storing (a backend: verifying) the session. */
  | 'authenticating'
  | 'signed-in'

export interface SiwxState {
  status: SiwxStatus
  /** The account the status is about. */
  caipAddress?: CaipAddress
  session?: SiwxSession
  /** Why the last sign-in failed ('Signature declined', ...). */
  error?: string
}

export interface SiwxFlow {
  readonly state$: Observable<SiwxState>
  get(): SiwxState
  /** Undefined when the plugin is composed with no config: sign-in is off. */
  readonly config: SiwxConfig | undefined
  isRequired(): boolean
  /**
   * Asks the wallet to sign a new message for the active account and stores the session. Resolves
   * true when signed in; on failure the state carries the error (the view shows it) and it resolves false.
   */
  sign(): Promise<boolean>
  /** The visitor's Cancel: disconnects when sign-in is required, else closes the modal. */
  cancel(): void
  /**
   * Ends the active account's session (`revokeSession`). With sign-in required the visitor is asked
   * to sign in again at once, since the app cannot be used signed out.
   */
  signOut(): Promise<void>
  /** Follows connections (one per kernel); returns what stops it. */
  start(): () => void
}

export interface SiwxFlowDeps {
  config: SiwxConfig | undefined
  connection: ConnectionService
  network: NetworkService
  router: Router
  modal: Modal
  toast: Toast
  analytics: Analytics
  logger: Logger
  /** The 'Authenticating...' loading toast's text in the modal's locale (default: English). */
  authenticatingText?: () => string
}

const dataOf = (message: SiwxMessageData & { toString(): string }): SiwxMessageData => {
  // The message's own toString is not data: a session must survive JSON.
  const { toString: _text, ...data } = message
  return data
}

export function createSiwxFlow(deps: SiwxFlowDeps): SiwxFlow {
  const { config, connection, network, router, modal, toast, analytics, logger } = deps
  const state = new BehaviorSubject<SiwxState>({ status: 'idle' })
  const set = (next: SiwxState) => state.next(next)
  /** The account last evaluated; a change starts a new evaluation. */
  let target: CaipAddress | undefined
  /** Bumped on every evaluation: late answers about an older account are dropped. */
  let generation = 0
  /** The generation whose sign-in transaction is on the router's stack. */
  let prompted: number | undefined

  const activeAccount = (): AccountState => connection.account(network.get().activeNamespace)
  const required = () => !!config && (config.getRequired?.() ?? false)

  /** The account that needs a session: connected, on a listed network of a namespace sign-in covers. */
  function signInAccount(): CaipAddress | undefined {
    const account = activeAccount()
    if (!config || account.status !== 'connected' || !account.caipAddress) return undefined
    if (network.get().unsupportedChainId !== undefined || !SIWX_NAMESPACES.includes(account.namespace)) return undefined
    return account.caipAddress
  }

  const isSmartAccount = (account: AccountState) =>
    account.preferredAccountType === 'smartAccount' || account.allAccounts.some((a) => a.address === account.address && a.type === 'smartAccount')
  const eventProperties = () => ({ network: network.get().activeNetwork.caipNetworkId, isSmartAccount: isSmartAccount(activeAccount()) })

  async function sessionsOf(caip: CaipAddress): Promise<SiwxSession[]> {
    const { namespace, chainId, address } = parseCaipAddress(caip)
    try {
      return await config!.getSessions(`${namespace}:${chainId}`, address)
    } catch (error) {
      // An unreadable session store is no session: the visitor is asked to sign again.
      logger.warn('SIWX: could not read the sessions', error)
      return []
    }
  }

  function prompt(source: 'connect' | 'change', mine: number) {
    prompted = mine
    const onCancel = () => {
      if (mine !== generation || prompted !== mine) return
      prompted = undefined
      analytics.track('CLICK_CANCEL_SIWX', eventProperties())
      finishCancel()
    }
    const onSuccess = () => {
      if (prompted === mine) prompted = undefined
    }
    if (source === 'connect') {
      // The connecting views are done with: going back to one would start a new connect. Sign-in
      // becomes the only step; success closes the modal (SPEC §4), cancel closes it, then onCancel.
      router.reset('SIWXSignMessage')
      router.pushTransaction({ afterSuccess: 'close', onSuccess, onCancel })
      return
    }
    // A chain switch or a restored connection: over whatever shows, back to it after signing.
    if (!modal.get().open) modal.open({ view: 'SIWXSignMessage' })
    router.pushTransaction({ view: 'SIWXSignMessage', afterSuccess: 'replace', onSuccess, onCancel })
  }

  function finishCancel() {
    if (required()) {
      // SPEC §4: required sign-in cancelled → disconnect (the guard then lets the modal close).
      connection
        .disconnect()
        .catch((error: unknown) => logger.warn('SIWX: disconnect after cancel failed', error))
        .finally(() => {
          if (modal.get().open) modal.close({ force: true })
        })
      return
    }
    if (modal.get().open) modal.close({ force: true })
  }

  async function evaluate(source: 'connect' | 'change') {
    const caip = signInAccount()
    if (source === 'change' && caip === target) return
    target = caip
    const mine = ++generation
    if (!caip) {
      set({ status: 'idle' })
      // The account went away while its sign-in showed: nothing left to sign for.
      if (prompted !== undefined && modal.get().open && SIWX_VIEWS.includes(router.get().view)) {
        prompted = undefined
        modal.close({ force: true })
      }
      return
    }
    set({ status: 'checking', caipAddress: caip })
    const sessions = await sessionsOf(caip)
    if (mine !== generation) return
    if (sessions.length > 0) {
      set({ status: 'signed-in', caipAddress: caip, session: sessions[0] })
      if (source === 'connect' && modal.get().open) modal.close({ force: true })
      return
    }
    set({ status: 'signed-out', caipAddress: caip })
    prompt(source, mine)
  }

  const flow: SiwxFlow = {
    state$: state.asObservable(),
    get: () => state.getValue(),
    config,
    isRequired: required,

    async sign() {
      const account = activeAccount()
      const fail = (message: string, error?: unknown) => {
        if (error !== undefined) logger.warn(`SIWX: sign-in failed: ${messageOf(error)}`, error)
        set({ status: account.caipAddress && config ? 'signed-out' : 'idle', caipAddress: account.caipAddress, error: message })
        analytics.track('SIWX_AUTH_ERROR', { ...eventProperties(), message })
        return false
      }
      if (!config) return fail('SIWX is not enabled')
      if (account.status !== 'connected' || !account.caipAddress) return fail('No ActiveCaipAddress found')
      let parsed: ReturnType<typeof parseCaipAddress>
      try {
        parsed = parseCaipAddress(account.caipAddress)
      } catch {
        return fail('Invalid CAIP Address')
      }
      const caip = account.caipAddress
      const mine = generation
      analytics.track('CLICK_SIGN_SIWX_MESSAGE', eventProperties())
      set({ status: 'signing', caipAddress: caip })
      let authenticating = false
      try {
        const message = await config.createMessage({ accountAddress: parsed.address, chainId: `${parsed.namespace}:${parsed.chainId}` })
        const text = message.toString()
        const signature = await connection.signMessage(text, parsed.namespace)
        set({ status: 'authenticating', caipAddress: caip })
        authenticating = true
        toast.loading(deps.authenticatingText?.() ?? 'Authenticating...')
        const session: SiwxSession = { data: dataOf(message), message: text, signature }
        await config.addSession(session)
        toast.hide()
        set({ status: 'signed-in', caipAddress: caip, session })
        analytics.track('SIWX_AUTH_SUCCESS', eventProperties())
        // Closes or returns as the prompt's transaction says (SPEC §4), if this sign-in was asked for.
        if (prompted === mine && router.currentTransaction()) router.transactionSucceeded()
        return true
      } catch (error) {
        if (authenticating) toast.hide()
        const declined = isUserRejection(error) || (error instanceof PorticoError && error.code === 'USER_REJECTED')
        const message = isSmartAccount(account)
          ? 'This application might not support Smart Accounts'
          : declined
            ? 'Signature declined'
            : messageOf(error)
        return fail(message, error)
      }
    },

    cancel() {
      // The transaction's onCancel (after going back) does the rest; with no prompt, do it here.
      if (prompted !== undefined && router.currentTransaction()) router.transactionCancelled()
      else finishCancel()
    },

    async signOut() {
      if (!config) throw new PorticoError('SIWX_NOT_ENABLED', 'SIWX is not enabled')
      const caip = signInAccount()
      if (!caip) throw new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found')
      const { namespace, chainId, address } = parseCaipAddress(caip)
      await config.revokeSession(`${namespace}:${chainId}`, address)
      if (signInAccount() !== caip) return
      set({ status: 'signed-out', caipAddress: caip })
      if (required()) prompt('change', generation)
    },

    start() {
      if (!config) return () => {}
      let queued = false
      const followed = combineLatest([connection.accounts$, network.state$]).subscribe(() => {
        // A connect in the modal reaches the after-connect step in the same task: it goes first.
        if (queued) return
        queued = true
        queueMicrotask(() => {
          queued = false
          void evaluate('change')
        })
      })
      const removeStep = connection.addAfterConnect((connected) => {
        if (connected.namespace !== network.get().activeNamespace || !signInAccount()) return false
        void evaluate('connect')
        return true
      })
      const removeGuard = modal.addCloseGuard(
        (view) => SIWX_VIEWS.includes(view) && required() && signInAccount() !== undefined && state.getValue().status !== 'signed-in',
      )
      const signOut = connection.events$.subscribe((event) => {
        if (event.type !== 'DISCONNECT_SUCCESS' || !config.signOutOnDisconnect) return
        // Emitted before the account is cleared: its address is still there.
        const caip = connection.account(event.namespace).caipAddress
        if (!caip) return
        const { namespace, chainId, address } = parseCaipAddress(caip)
        config.revokeSession(`${namespace}:${chainId}`, address).catch((error: unknown) => logger.warn('SIWX: sign-out failed', error))
      })
      return () => {
        followed.unsubscribe()
        signOut.unsubscribe()
        removeStep()
        removeGuard()
      }
    },
  }
  return flow
}
