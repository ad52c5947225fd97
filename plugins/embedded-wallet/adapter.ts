// The embedded wallet's eip155 chain adapter: one AUTH connector ("Email") served over the kernel's
// auth-frame bridge. The visitor's login happens in the email views (email-flow.ts); `connect` runs
// once the frame has a signed-in user and only reads it (GET_USER), so it never opens a popup. With
// sign-in configured, that GET_USER carries the sign-in too (login-sign-in.ts): one login, no second prompt.
import { BehaviorSubject, Subject } from 'rxjs'
import {
  PorticoError,
  type AccountType,
  type AdapterEvent,
  type AdapterSession,
  type AuthFrame,
  type FrameUser,
  type ChainAdapter,
  type Connector,
  type Connects,
  type Logger,
  type Network,
  type ReadsBalance,
  type SendsTransaction,
  type SignsMessage,
  type SiwxConfig,
  type Storage,
  type SwitchesNetwork,
  type RpcService,
  utf8ToHex,
} from 'portico'
import { accountsOf, asAccountType, chainNumber, preferredAccountType, rememberPreferredAccountType, smartAccountsOn } from './account-type.ts'
import { readNativeBalance } from './get-balance.ts'
import { adoptLoginSignIn, loginSignInRequest } from './login-sign-in.ts'
import { rememberLogin, wipeLogin } from './login-cache.ts'
import { createFrameProvider, type FrameProvider } from './provider.ts'

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

export interface EmbeddedWalletAdapterDeps {
  frame: AuthFrame
  storage: Storage
  /** The kernel's RPC transport, where balances are read. */
  rpc: () => Pick<RpcService, 'request'>
  /** The sign-in config when siwx() is composed: a login then carries the sign-in (login-sign-in.ts). */
  signIn?: () => SiwxConfig | undefined
  logger?: Pick<Logger, 'warn'>
}

/**
 * How long the kernel waits for a reload's silent reconnect: the frame must load first (it has 20 s
 * to say READY before 'iframe_load_failed'), then answer IS_CONNECTED and GET_USER. The kernel's
 * default 5 s counted a slow-loading frame (a loaded machine) as a logged-out user.
 */
export const RECONNECT_TIMEOUT_MS = 30_000

export function createEmbeddedWalletAdapter(deps: EmbeddedWalletAdapterDeps): EmbeddedWalletAdapter {
  const { frame, storage } = deps
  const logger = deps.logger ?? { warn: () => {} }
  const events = new Subject<AdapterEvent>()
  let address: string | undefined
  let chainId: number | undefined
  let allAccounts: { address: string; type: AccountType }[] = []
  /** Whether the smart account in use has code (GET_USER's smartAccountDeployed). */
  let deployed = false
  let provider: FrameProvider | undefined

  const connected = () => {
    if (!address) throw new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found', { details: 'the embedded wallet is not connected' })
    return address
  }

  /** `signIn`: a login (not a restore or a chain switch), which carries the sign-in when one is configured. */
  async function readUser(onChain: string | number, signIn = false): Promise<AdapterSession> {
    // the frame is told the visitor's preferred account type and answers which it uses
    const asking = { chainId: chainNumber(onChain), preferredAccountType: preferredAccountType(storage, onChain) }
    const config = signIn ? deps.signIn?.() : undefined
    const asked = await loginSignInRequest(config, asking.chainId, logger)
    let user: FrameUser
    try {
      user = await frame.request('GET_USER', asked ? { ...asking, siwxMessage: asked } : asking)
    } catch (error) {
      if (!asked) throw error
      // the frame refused the sign-in (its reason logged): the login goes on, the sign-in step follows
      logger.warn('Embedded wallet: the frame did not sign in with the login; asking to sign in separately', error)
      user = await frame.request('GET_USER', asking)
    }
    address = user.address
    chainId = chainNumber(user.chainId)
    const accounts = accountsOf(user)
    allAccounts = accounts.allAccounts
    // one provider per session: a page holding it keeps working when the account in use changes
    provider ??= createFrameProvider(frame, () => address)
    rememberLogin(storage, { email: user.email, chainId: user.chainId })
    const userName = storage.get('socialUsername')
    const socialProvider = storage.get('socialProvider')
    // before the connect resolves, so the sign-in step finds the session and asks nothing
    await adoptLoginSignIn(config, asked, user, logger)
    return {
      accounts: [user.address],
      chainId,
      user: { email: user.email ?? null, ...(userName ? { userName } : {}) },
      ...(socialProvider ? { socialProvider } : {}),
      preferredAccountType: accounts.type,
      smartAccountDeployed: (deployed = user.smartAccountDeployed ?? false),
      allAccounts,
    }
  }

  /** A smart account's first transaction deploys it: read the frame's word again and report it. */
  async function refreshDeployment(): Promise<void> {
    const inUse = allAccounts.find((a) => a.address.toLowerCase() === address?.toLowerCase())
    if (inUse?.type !== 'smartAccount' || deployed || chainId === undefined) return
    try {
      const user = await frame.request('GET_USER', { chainId, preferredAccountType: preferredAccountType(storage, chainId) })
      deployed = user.smartAccountDeployed ?? false
      if (deployed) events.next({ type: 'accountInfoChanged', info: { smartAccountDeployed: true } })
    } catch {
      // the transaction went through; the Account view says 'Not yet' until the next read
    }
  }

  return {
    namespace: 'eip155',
    serves: 'connectors',
    connectors$: new BehaviorSubject<Connector[]>([EMAIL_CONNECTOR]).asObservable(),
    events$: events.asObservable(),
    reconnectTimeoutMs: RECONNECT_TIMEOUT_MS,
    async connect({ connectorId, network }) {
      if (connectorId !== EMAIL_CONNECTOR_ID) throw new PorticoError('UNKNOWN_CONNECTOR', `The embedded wallet has no connector ${connectorId}`)
      return readUser(network.id, true)
    },
    async reconnect({ connectorId }) {
      if (connectorId !== EMAIL_CONNECTOR_ID || !storage.get('emailLoginUsed')) return null
      try {
        const { isConnected } = await frame.request('IS_CONNECTED')
        if (!isConnected) {
          wipeLogin(storage)
          return null
        }
        return await readUser(storage.get('lastUsedChain') ?? (await frame.request('GET_CHAIN_ID')).chainId)
      } catch {
        // a failed connection check wipes the login cache
        wipeLogin(storage)
        return null
      }
    },
    async disconnect() {
      address = undefined
      chainId = undefined
      allAccounts = []
      provider = undefined
      // signOut wipes the login cache first and waits at most 3 s for the frame
      // no 'disconnect' event: that is for a wallet that leaves by itself, and the kernel asked for this one
      await frame.signOut()
    },
    async switchNetwork(network: Network) {
      connected()
      const before = chainId!
      const switched = await frame.request('SWITCH_NETWORK', { chainId: chainNumber(network.id), ...(network.rpcUrls.default.http[0] ? { rpcUrl: network.rpcUrls.default.http[0] } : {}) })
      chainId = chainNumber(switched.chainId)
      events.next({ type: 'chainChanged', chainId })
      // the account in use may differ per chain (the smart account where the frame offers one, else the EOA)
      if (smartAccountsOn(frame, before) || smartAccountsOn(frame, chainId)) {
        const previous = address
        const session = await readUser(chainId)
        const { preferredAccountType: type, smartAccountDeployed, allAccounts: accounts } = session
        events.next({ type: 'accountInfoChanged', info: { preferredAccountType: type, smartAccountDeployed, allAccounts: accounts } })
        if (session.accounts[0] !== previous) events.next({ type: 'accountsChanged', accounts: session.accounts })
      }
    },
    canUseSmartAccount: () => address !== undefined && chainId !== undefined && smartAccountsOn(frame, chainId),
    async setPreferredAccountType(type) {
      connected()
      // on a chain without smart accounts the EOA is used; nothing to switch to
      if (type === 'smartAccount' && !smartAccountsOn(frame, chainId!)) {
        throw new PorticoError('SMART_ACCOUNT_UNAVAILABLE', 'Smart accounts are not available on this network')
      }
      const result = await frame.request('SET_PREFERRED_ACCOUNT', { type })
      const used = asAccountType(result.type)
      rememberPreferredAccountType(storage, chainId!, used)
      address = result.address
      const others = allAccounts.filter((a) => a.address.toLowerCase() !== result.address.toLowerCase())
      allAccounts = [{ address: result.address, type: used }, ...others]
      // whether the smart account has code yet (its first transaction deploys it)
      if (used === 'smartAccount') deployed = (await frame.request('GET_USER', { chainId: chainId!, preferredAccountType: used })).smartAccountDeployed ?? false
      // the type first, so the address that follows keeps it in the account state
      events.next({ type: 'accountInfoChanged', info: { preferredAccountType: used, allAccounts, ...(used === 'smartAccount' ? { smartAccountDeployed: deployed } : {}) } })
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
      await refreshDeployment()
      return hash
    },
    async getBalance({ address: owner, network }) {
      const value = await readNativeBalance(deps.rpc(), network, owner)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    getProvider: () => provider,
    dispose() {
      events.complete()
    },
  }
}
