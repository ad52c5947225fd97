// An eip155 chain adapter straight over a real test wallet's EIP-1193 provider, for the send
// kernel tests: a plugin may not import another plugin (not even in tests), so this stands in for
// evm(). It asks the wallet what an injected wallet is asked (eth_requestAccounts, eth_chainId,
// eth_sendTransaction); the wallet signs with its real key and sends to the real chain.
import { BehaviorSubject, Subject } from 'rxjs'
import { toHex } from 'viem'
import type { AdapterEvent, ChainAdapter, Connector, Plugin } from 'portico'
import type { TestWallet } from 'portico/testing'

export const TEST_WALLET_ID = 'org.portico.testwallet'

export function testWalletPlugin(wallet: TestWallet): Plugin {
  const connector: Connector = { id: TEST_WALLET_ID, name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }
  const events$ = new Subject<AdapterEvent>()
  const request = <T>(method: string, params?: unknown[]) => wallet.provider.request({ method, params }) as Promise<T>

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors$: new BehaviorSubject([connector]),
    events$,
    async connect() {
      const accounts = await request<string[]>('eth_requestAccounts')
      return { accounts, chainId: Number(await request<string>('eth_chainId')) }
    },
    async reconnect() {
      return null
    },
    async disconnect() {},
    sendTransaction: ({ to, value, data, address }) =>
      request<string>('eth_sendTransaction', [{ from: address, to, ...(value === undefined ? {} : { value: toHex(value) }), ...(data === undefined ? {} : { data }) }]),
    async getBalance({ address, network }) {
      const value = BigInt(await request<string>('eth_getBalance', [address, 'latest']))
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
  }
  return { id: 'test-wallet', adapters: () => [adapter] }
}
