import { notConnectedError } from '../adapter/adapter-parts.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import { isUserRejection, PorticoError } from '../errors/portico-error.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { SendTransactionRequest } from './connection-types.ts'

/** What the app asks a connected wallet: signatures, transactions, its reachability and provider. */
export interface WalletRequests {
  signMessage(message: string, ns: ChainNamespace): Promise<string>
  sendTransaction(request: SendTransactionRequest, ns: ChainNamespace): Promise<string>
  checkConnection(ns: ChainNamespace): Promise<void>
  getProvider(ns: ChainNamespace): unknown
}

const notConnected = () => notConnectedError()

export function createWalletRequests(ctx: ConnectionContext): WalletRequests {
  const { accounts, routing, deps } = ctx
  const { network } = deps
  return {
    async signMessage(message, ns) {
      const acc = accounts.account(ns)
      const adapter = routing.adapterOf(ns)
      if (acc.status !== 'connected' || !acc.address) throw notConnected()
      if (!adapter?.signMessage) throw new PorticoError('UNSUPPORTED', `Signing messages is not supported on ${ns}`)
      try {
        return await adapter.signMessage({ message, address: acc.address })
      } catch (error) {
        if (isUserRejection(error)) throw new PorticoError('USER_REJECTED', 'Signature declined', { cause: error })
        throw error
      }
    },
    async sendTransaction(request, ns) {
      const acc = accounts.account(ns)
      const adapter = routing.adapterOf(ns)
      const net = network.get().activeByNamespace[ns]
      if (acc.status !== 'connected' || !acc.address || !net) throw notConnected()
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
    async checkConnection(ns) {
      if (accounts.account(ns).status !== 'connected') throw notConnected()
      await routing.adapterOf(ns)?.checkConnection?.()
    },
    getProvider: (ns) => (accounts.account(ns).status === 'connected' ? routing.adapterOf(ns)?.getProvider?.() : undefined),
  }
}
