// The embedded wallet's eip155 chain adapter: one AUTH connector ("Email") served over the kernel's
// auth-frame bridge. The visitor's login happens in the email views (email-flow.ts); `connect` runs
// once the frame has a signed-in user and only reads it (GET_USER), so it never opens a popup. With
// sign-in configured, that GET_USER carries the sign-in too (login-sign-in.ts): one login, no second prompt.
import { BehaviorSubject, Subject } from 'rxjs'
import {
  notConnectedError,
  PorticoError,
  type AccountType,
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  type Connects,
  type Network,
  type ReadsBalance,
  type SendsTransaction,
  type SignsMessage,
  type SwitchesNetwork,
  utf8ToHex,
} from 'portico'
import { asAccountType, chainNumber, rememberPreferredAccountType, smartAccountsOn, usesBundler } from './account-type.ts'
import type { EmbeddedAdapterContext, EmbeddedWalletAdapterDeps } from './adapter-context.ts'
import { readNativeBalance } from './get-balance.ts'
import { wipeLogin } from './login-cache.ts'
import type { FrameProvider } from './provider.ts'
import { readUser, refreshDeployment } from './read-user.ts'

/** The auth connector's id: stored as the namespace's connector, so a reload finds this adapter. */
export const EMAIL_CONNECTOR_ID = 'AUTH'

export const EMAIL_CONNECTOR: Connector = Object.freeze({ id: EMAIL_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155' })

export type EmbeddedWalletAdapter = Omit<ChainAdapter, 'getProvider'> &
  Connects &
  SwitchesNetwork &
  SignsMessage &
  SendsTransaction &
  ReadsBalance & {
    getProvider(): FrameProvider | undefined
    dispose(): void
    /** Whether the connected account can switch to a smart account on its chain (the frame lists it). */
    canUseSmartAccount(): boolean
    /** SET_PREFERRED_ACCOUNT: the account of that type becomes the connected one; the preference is stored. */
    setPreferredAccountType(type: AccountType): Promise<void>
    /** After the frame changed the user's email (UPDATE_EMAIL_SECONDARY_OTP): stored and reported to the account state. */
    setUserEmail(email: string): void
  }

export type { EmbeddedWalletAdapterDeps } from './adapter-context.ts'

/**
 * How long the kernel waits for a reload's silent reconnect: the frame must load first (it has 20 s
 * to say READY before 'iframe_load_failed'), then answer IS_CONNECTED and GET_USER. The kernel's
 * default 5 s counted a slow-loading frame (a loaded machine) as a logged-out user.
 */
export const RECONNECT_TIMEOUT_MS = 30_000

export function createEmbeddedWalletAdapter(deps: EmbeddedWalletAdapterDeps): EmbeddedWalletAdapter {
  const { frame, storage } = deps
  const context: EmbeddedAdapterContext = { deps, logger: deps.logger ?? { warn: () => {} }, events: new Subject<AdapterEvent>(), state: { allAccounts: [], deployed: false } }
  const { events, state } = context

  const connected = () => {
    if (!state.address) throw notConnectedError('the embedded wallet is not connected')
    return state.address
  }

  return {
    namespace: 'eip155',
    serves: 'connectors',
    connectors$: new BehaviorSubject<Connector[]>([EMAIL_CONNECTOR]).asObservable(),
    events$: events.asObservable(),
    reconnectTimeoutMs: RECONNECT_TIMEOUT_MS,
    async connect({ connectorId, network }) {
      if (connectorId !== EMAIL_CONNECTOR_ID) throw new PorticoError('UNKNOWN_CONNECTOR', `The embedded wallet has no connector ${connectorId}`)
      return readUser(context, network.id, true)
    },
    async reconnect({ connectorId }) {
      if (connectorId !== EMAIL_CONNECTOR_ID || !storage.get('emailLoginUsed')) return null
      try {
        const { isConnected } = await frame.request('IS_CONNECTED')
        if (!isConnected) {
          wipeLogin(storage)
          return null
        }
        return await readUser(context, storage.get('lastUsedChain') ?? (await frame.request('GET_CHAIN_ID')).chainId)
      } catch {
        // a failed connection check wipes the login cache
        wipeLogin(storage)
        return null
      }
    },
    async disconnect() {
      state.address = undefined
      state.chainId = undefined
      state.allAccounts = []
      state.provider = undefined
      // signOut wipes the login cache first and waits at most 3 s for the frame
      // no 'disconnect' event: that is for a wallet that leaves by itself, and the kernel asked for this one
      await frame.signOut()
    },
    async switchNetwork(network: Network) {
      connected()
      const before = state.chainId!
      // the frame reads the chain over the same URLs as the page, in the same order
      const rpcUrls = deps.rpc().urls(network)
      const switched = await frame.request('SWITCH_NETWORK', { chainId: chainNumber(network.id), ...(rpcUrls[0] ? { rpcUrl: rpcUrls[0], rpcUrls } : {}) })
      const chainId = (state.chainId = chainNumber(switched.chainId))
      events.next({ type: 'chainChanged', chainId })
      // the account in use may differ per chain (the smart account where the frame offers one, else the EOA)
      if (smartAccountsOn(frame, before) || smartAccountsOn(frame, chainId)) {
        const previous = state.address
        const session = await readUser(context, chainId)
        const { preferredAccountType: type, smartAccountDeployed, allAccounts: accounts } = session
        events.next({ type: 'accountInfoChanged', info: { preferredAccountType: type, smartAccountDeployed, allAccounts: accounts } })
        if (session.accounts[0] !== previous) events.next({ type: 'accountsChanged', accounts: session.accounts })
      }
    },
    canUseSmartAccount: () => state.address !== undefined && state.chainId !== undefined && smartAccountsOn(frame, state.chainId),
    async setPreferredAccountType(type) {
      connected()
      // on a chain without smart accounts the EOA is used; nothing to switch to
      if (usesBundler(type) && !smartAccountsOn(frame, state.chainId!)) {
        throw new PorticoError('SMART_ACCOUNT_UNAVAILABLE', 'Smart accounts are not available on this network')
      }
      const result = await frame.request('SET_PREFERRED_ACCOUNT', { type })
      const used = asAccountType(result.type)
      rememberPreferredAccountType(storage, state.chainId!, used)
      state.address = result.address
      const others = state.allAccounts.filter((a) => a.address.toLowerCase() !== result.address.toLowerCase())
      state.allAccounts = [{ address: result.address, type: used }, ...others]
      // whether the smart account has code yet (its first transaction deploys it; a 7702 account's delegates it)
      if (usesBundler(used)) state.deployed = (await frame.request('GET_USER', { chainId: state.chainId!, preferredAccountType: used })).smartAccountDeployed ?? false
      // the type first, so the address that follows keeps it in the account state
      events.next({ type: 'accountInfoChanged', info: { preferredAccountType: used, allAccounts: state.allAccounts, ...(usesBundler(used) ? { smartAccountDeployed: state.deployed } : {}) } })
      events.next({ type: 'accountsChanged', accounts: [result.address] })
    },
    setUserEmail(email) {
      connected()
      storage.set('email', email)
      events.next({ type: 'accountInfoChanged', info: { user: { email } } })
    },
    async signMessage({ message, address: from }) {
      connected()
      // always hex-encoded, so a text that looks like hex is signed as text
      return (await frame.request('RPC_REQUEST', { method: 'personal_sign', params: [utf8ToHex(message), from] })) as string
    },
    async sendTransaction({ to, value, data, gas, address: from }) {
      connected()
      const tx = { from, to, ...(value !== undefined ? { value: `0x${value.toString(16)}` } : {}), ...(data ? { data } : {}), ...(gas !== undefined ? { gas: `0x${gas.toString(16)}` } : {}) }
      const hash = (await frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] })) as string
      await refreshDeployment(context)
      return hash
    },
    async getBalance({ address: owner, network }) {
      const value = await readNativeBalance(deps.rpc(), network, owner)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    getProvider: () => state.provider,
    dispose() {
      events.complete()
    },
  }
}
