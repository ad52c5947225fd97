// An eip155 chain adapter straight over a real test wallet's EIP-1193 provider, for plugins' kernel
// tests (siwx, send): a plugin may not import another plugin (not even in tests), so this stands in
// for evm(). It asks the wallet exactly what an injected wallet is asked: eth_requestAccounts,
// eth_chainId, personal_sign, eth_sendTransaction, wallet_switchEthereumChain, eth_getBalance; the
// wallet signs with its real key and sends to the real chain.
import { BehaviorSubject, Subject } from 'rxjs'
import { toHex } from 'viem'
import type { AdapterEvent, ChainAdapter, Connector, Plugin } from 'portico'
import type { TestWallet } from 'portico/testing'

export const TEST_WALLET_ID = 'org.portico.testwallet'

/**
 * `balances`: also read the native balance through the wallet (its chain must be reachable).
 * `id` and `name`: another connector beside the default one (two wallets connected at once); its
 * adapter serves only that connector, as WalletConnect's does beside the injected wallets.
 */
export function testWalletPlugin(wallet: TestWallet, options: { balances?: boolean; id?: string; name?: string } = {}): Plugin {
  const connector: Connector = { id: options.id ?? TEST_WALLET_ID, name: options.name ?? 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }
  const events$ = new Subject<AdapterEvent>()
  const provider = wallet.provider
  const onChain = (hex: string) => events$.next({ type: 'chainChanged', chainId: Number(hex) })
  const onAccounts = (accounts: string[]) => events$.next({ type: 'accountsChanged', accounts })
  const onDisconnect = () => events$.next({ type: 'disconnect' })
  const request = <T>(method: string, params?: unknown[]) => provider.request({ method, params }) as Promise<T>
  const session = async (accounts: string[]) => ({ accounts, chainId: Number(await request<string>('eth_chainId')) })

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    ...(options.id ? { serves: 'connectors' as const } : {}),
    connectors$: new BehaviorSubject([connector]),
    events$,
    async connect() {
      provider.on('chainChanged', onChain).on('accountsChanged', onAccounts).on('disconnect', onDisconnect)
      return session(await request<string[]>('eth_requestAccounts'))
    },
    async reconnect() {
      const accounts = await request<string[]>('eth_accounts')
      if (!accounts.length) return null
      provider.on('chainChanged', onChain).on('accountsChanged', onAccounts).on('disconnect', onDisconnect)
      return session(accounts)
    },
    async disconnect() {
      provider.removeListener('chainChanged', onChain).removeListener('accountsChanged', onAccounts).removeListener('disconnect', onDisconnect)
    },
    async switchNetwork(network) {
      await request('wallet_switchEthereumChain', [{ chainId: toHex(Number(network.id)) }])
    },
    signMessage: ({ message, address }) => request<string>('personal_sign', [toHex(message), address]),
    sendTransaction: ({ to, value, data, address }) =>
      request<string>('eth_sendTransaction', [{ from: address, to, ...(value === undefined ? {} : { value: toHex(value) }), ...(data === undefined ? {} : { data }) }]),
    ...(options.balances
      ? {
          async getBalance({ address, network }) {
            const value = BigInt(await request<string>('eth_getBalance', [address, 'latest']))
            return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
          },
        }
      : {}),
  }
  return { id: options.id ? `test-wallet-${options.id}` : 'test-wallet', adapters: () => [adapter] }
}
