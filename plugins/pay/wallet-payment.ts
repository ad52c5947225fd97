// Paying from the connected wallet, through the kernel's own send path (so injected, WalletConnect
// and embedded wallets alike): the payment's network first when the wallet is elsewhere, then the
// transfer, then its receipt on the network's nodes (the kernel's RPC transport), then the balance read again.
import { isUserRejection, messageOf, type ConnectionService, type Network, type NetworkService, type RpcService } from 'portico'
import { PAY_RECEIPT_TIMEOUT_MS } from './pay-constants.ts'
import { PayError } from './pay-error.ts'
import type { PaymentSession } from './payment-session.ts'
import type { PayResult } from './pay-types.ts'


export interface WalletPaymentDeps {
  connection: Pick<ConnectionService, 'account' | 'switchNetwork' | 'sendTransaction' | 'refreshBalance'>
  network: Pick<NetworkService, 'get' | 'find'>
  /** The kernel's RPC transport: the receipt is read through it. */
  rpc: Pick<RpcService, 'provider'>
  /** The viem part (evm-payment.ts); a test passes its own. */
  evm?: () => Promise<Pick<typeof import('./evm-payment.ts'), 'paymentCall' | 'waitForPayment'>>
}

/** A refusal in the wallet is USER_REJECTED; anything else PAYMENT_FAILED with the wallet's words. */
export function walletError(error: unknown): PayError {
  if (error instanceof PayError) return error
  // the connection's own refusal (PorticoError USER_REJECTED) or a wallet's 4001
  if (isUserRejection(error) || (error as { code?: unknown } | null)?.code === 'USER_REJECTED') return new PayError('USER_REJECTED', { cause: error })
  return new PayError('PAYMENT_FAILED', { details: messageOf(error), cause: error })
}

/** Runs the payment and settles the session with its outcome (never throws). */
export async function payFromWallet(deps: WalletPaymentDeps, session: PaymentSession): Promise<void> {
  const { plan } = session
  try {
    const from = deps.connection.account('eip155').address
    if (!from) throw new PayError('PAYMENT_FAILED', { message: 'Connect a wallet to pay from it' })
    const network: Network | undefined = deps.network.find(plan.network)
    if (!network) throw new PayError('UNSUPPORTED_NETWORK', { details: plan.network })
    if (deps.network.get().activeByNamespace.eip155?.caipNetworkId !== plan.network || deps.network.get().activeNamespace !== 'eip155') {
      session.setPhase({ status: 'wallet', step: 'switching' })
      await deps.connection.switchNetwork(network)
    }
    const evm = await (deps.evm ?? (() => import('./evm-payment.ts')))()
    session.setPhase({ status: 'wallet', step: 'confirm' })
    const hash = await deps.connection.sendTransaction(evm.paymentCall(plan), 'eip155')
    session.setPhase({ status: 'wallet', step: 'confirming' })
    if ((await evm.waitForPayment(deps.rpc.provider(network), hash, PAY_RECEIPT_TIMEOUT_MS)) === 'reverted')
      throw new PayError('PAYMENT_FAILED', { message: 'The payment was reverted on chain', details: hash })
    void deps.connection.refreshBalance('eip155', { force: true }).catch(() => {})
    const result: PayResult = { source: 'wallet', network: plan.network, transactionHash: hash, from }
    session.resolve(result)
  } catch (error) {
    session.reject(walletError(error))
  }
}
