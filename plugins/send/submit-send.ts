// Sending a checked plan through the connection (so injected, WalletConnect and embedded wallets
// alike), then refreshing what the account shows: its portfolio and native balance.
import { gasSponsorOf, isUserRejection, PorticoError, toCaipAddress, type Analytics, type BalanceApi, type ConnectionService, type Network, type NetworkService, type RpcService } from 'portico'
import type { SendPlan, SendToken } from './send-types.ts'
import { assertEvmCall, assertSendable } from './validate-send.ts'

export interface SendDeps {
  connection: Pick<ConnectionService, 'sendTransaction' | 'refreshBalance' | 'account'>
  network: Pick<NetworkService, 'get'>
  balances: Pick<BalanceApi, 'invalidateBalances'>
  /** Hears SEND_INITIATED, then SEND_SUCCESS, SEND_REJECTED or SEND_ERROR (AppKit's events). */
  analytics?: Pick<Analytics, 'track'>
}

/** The request the adapter gets: on EVM through the lazily loaded viem part, on Solana a SOL transfer. */
export async function callFor(namespace: string, token: SendToken, to: string, value: bigint): Promise<{ to: string; value: bigint; data?: string }> {
  if (namespace === 'eip155') {
    const { transferCall } = await import('./evm-transfer.ts')
    const call = transferCall(token, to, value)
    assertEvmCall(call)
    return call
  }
  if (namespace === 'solana') {
    // the solana adapter sends SOL transfers only
    if (token.contract) throw new PorticoError('UNSUPPORTED_TOKEN', `Sending ${token.symbol} is not supported on Solana yet; only SOL can be sent`)
    return { to, value }
  }
  throw new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `sending is not supported on ${namespace}` })
}

/** The network fee of the send on EVM (undefined on other families: their wallet sets it). */
export async function estimateFee(rpc: Pick<RpcService, 'provider'>, network: Network, from: string, token: SendToken, to: string, value: bigint) {
  if (network.chainNamespace !== 'eip155') return undefined
  const { estimateNetworkFee, transferCall } = await import('./evm-transfer.ts')
  return estimateNetworkFee(rpc.provider(network), from, transferCall(token, to, value))
}

/** Who pays the send's gas when the account does not (the sponsor's name as the wallet says it), else undefined. */
export async function sponsorOf(connection: Pick<ConnectionService, 'getProvider' | 'account'>, network: Network, from: string, token: SendToken, to: string, value: bigint): Promise<string | undefined> {
  return gasSponsorOf(connection, network, from, async () => {
    const { transferCall } = await import('./evm-transfer.ts')
    return [transferCall(token, to, value)]
  })
}

/**
 * Asks the wallet to send `plan` on the active network; resolves with the transaction hash. The
 * wallet refusing rejects with USER_REJECTED 'Transaction declined'. After a send the cached
 * portfolio and native balance are dropped and the balance is read again.
 */
export async function submitSend(deps: SendDeps, plan: SendPlan): Promise<string> {
  const { activeNamespace: namespace, activeNetwork } = deps.network.get()
  assertSendable({ namespace, amount: plan.amount, receiver: plan.to, token: plan.token })
  // the wallet moved to another chain since the form was filled: that token may not exist there
  if (activeNetwork.caipNetworkId !== plan.caipNetworkId) {
    throw new PorticoError('NETWORK_CHANGED', `The network changed to ${activeNetwork.name}; go back and fill in the send again`, {
      details: `the send was prepared on ${plan.caipNetworkId}`,
    })
  }
  const call = await callFor(namespace, plan.token, plan.to, plan.value)
  const account = deps.connection.account(namespace)
  const about = {
    isSmartAccount: account.preferredAccountType === 'smartAccount',
    token: plan.token.contract ?? plan.token.symbol,
    // a number, as AppKit's event carries it
    amount: Number(plan.amount),
    network: activeNetwork.caipNetworkId,
  }
  deps.analytics?.track('SEND_INITIATED', about)
  let hash: string
  try {
    hash = await deps.connection.sendTransaction(call, namespace)
  } catch (error) {
    if (isUserRejection(error)) deps.analytics?.track('SEND_REJECTED', { ...about, message: (error as Error).message })
    else deps.analytics?.track('SEND_ERROR', { ...about, message: error instanceof Error ? error.message : String(error) })
    throw error
  }
  deps.analytics?.track('SEND_SUCCESS', { ...about, hash })
  const address = deps.connection.account(namespace).address
  if (address) deps.balances.invalidateBalances(toCaipAddress(activeNetwork.caipNetworkId, address))
  await deps.connection.refreshBalance(namespace, { force: true })
  return hash
}
