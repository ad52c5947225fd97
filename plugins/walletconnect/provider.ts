// The EIP-1193 provider `useAppKitProvider('eip155')` returns for a WalletConnect connection, so
// ethers, viem or a dApp's own code use it as they use an injected wallet: the questions a
// connected session already answers (accounts, chain) are answered here, chain reads go to the
// chain's nodes through the kernel's RPC transport, wallet methods go over the relay, and the session's events come out as the
// EIP-1193 events (accountsChanged, chainChanged, disconnect).
// wallet_getCallsStatus is answered as WalletConnect's UniversalProvider does (calls-status.ts). A
// wallet_sendCalls naming paymasterService (ERC-7677) reaches the wallet only when it reports the
// capability on the chain; otherwise it is refused with EIP-5792's 5700. A refusal with a code of the
// JSON-RPC, EIP-1193 or EIP-5792 tables rejects with that numeric code and its name (namedProviderError).
import type { Subscription } from 'rxjs'
import { checkPaymasterCapability, PorticoError, withCapabilitiesAddress, withNamedErrors, type Logger, type Network, type ResolvedOptions, type RpcService } from 'portico'
import { createCallsStatus } from './calls-status.ts'
import type { WalletConnectSession } from './session.ts'

export type Eip1193Event = 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect'
type Listener = (...args: unknown[]) => void

export interface WalletConnectProvider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  on(event: Eip1193Event | (string & {}), listener: Listener): WalletConnectProvider
  removeListener(event: Eip1193Event | (string & {}), listener: Listener): WalletConnectProvider
  off(event: Eip1193Event | (string & {}), listener: Listener): WalletConnectProvider
}

/** Sent to the wallet; every other method is a chain read and goes to the chain's RPC (as AppKit's provider does). */
export const WALLET_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_getPermissions',
  'wallet_requestPermissions',
])

/** EIP-1193 error 4900: the provider is not connected to any chain. */
const notConnected = () => Object.assign(new Error('The provider is disconnected'), { code: 4900 })

const toHex = (n: number) => `0x${n.toString(16)}`

export interface ProviderOptions {
  session: WalletConnectSession
  /** The eip155 network the dApp lists with this chain id; undefined for another chain. */
  network(chainId: number): Network | undefined
  /** The kernel's RPC transport, where chain reads go. */
  rpc: () => Pick<RpcService, 'request'>
  /** Where the bundler of a chain is (the `bundlerUrls` option, else the Blockchain API's route); without it, only the wallet's own bundler_url. */
  bundler?: Pick<ResolvedOptions, 'bundlerUrls' | 'endpoints' | 'projectId'>
  logger?: Pick<Logger, 'warn'>
}

export function createWalletConnectProvider(options: ProviderOptions): WalletConnectProvider {
  const { session } = options
  const listeners = new Map<string, Set<Listener>>()
  let subscription: Subscription | undefined
  const callsStatus = createCallsStatus(options)

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch {
        // One listener's failure must not keep the others from hearing the event.
      }
    }
  }

  // Listening to the session starts with the first listener and stops with the last.
  function follow() {
    subscription ??= session.events$.subscribe((event) => {
      if (event.type === 'accountsChanged') emit('accountsChanged', event.accounts)
      else if (event.type === 'chainChanged') emit('chainChanged', toHex(event.chainId))
      else if (event.type === 'disconnect') {
        emit('accountsChanged', [])
        emit('disconnect', Object.assign(new Error('The wallet ended the session'), { code: 4900 }))
      }
    })
  }
  function unfollowIfIdle() {
    if ([...listeners.values()].some((set) => set.size > 0)) return
    subscription?.unsubscribe()
    subscription = undefined
  }

  async function readChain<T>(method: string, params: unknown, chainId: number): Promise<T> {
    const network = options.network(chainId)
    if (!network) throw Object.assign(new Error(`No RPC URL for chain ${chainId}: ${method} cannot be read`), { code: 4901 })
    try {
      return await options.rpc().request<T>(network, method, params ?? [])
    } catch (error) {
      // no node answered: an EIP-1193 internal error, with the transport's words
      if (error instanceof PorticoError) throw Object.assign(new Error(error.message), { code: -32603, cause: error })
      throw error
    }
  }

  async function send<T>({ method, params }: { method: string; params?: unknown }): Promise<T> {
    const state = session.state()
    if (method === 'eth_accounts') return (state?.accounts ?? []) as T
    if (!state) throw notConnected()
    switch (method) {
      case 'eth_requestAccounts':
        return state.accounts as T
      case 'eth_chainId':
        return toHex(state.chainId) as T
      case 'net_version':
        return String(state.chainId) as T
      case 'wallet_switchEthereumChain': {
        const [{ chainId } = { chainId: undefined }] = (params ?? []) as [{ chainId?: string }?]
        // The chain id is read as hex, a missing one treated as zero.
        await session.switchChain(Number.parseInt(chainId ?? '0x0', 16) || 0)
        return null as T
      }
    }
    if (method === 'wallet_getCallsStatus') return (await callsStatus(params, state.chainId)) as T
    // a capabilities request names the account it asks about (the session's, when the app gave none)
    if (method === 'wallet_getCapabilities') return session.request<T>({ method, params: withCapabilitiesAddress(params, state.accounts[0]) })
    if (method === 'wallet_sendCalls') await checkPaymasterCapability((args) => session.request(args), params, state.chainId, state.accounts[0])
    if (WALLET_METHODS.has(method) || method.startsWith('wallet_')) return session.request<T>({ method, params })
    return readChain<T>(method, params, state.chainId)
  }

  const provider: WalletConnectProvider = {
    request: withNamedErrors(send) as WalletConnectProvider['request'],
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      follow()
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      unfollowIfIdle()
      return provider
    },
    off: (event, listener) => provider.removeListener(event, listener),
  }
  return provider
}
