// Sending a checked plan through the connection (so injected, WalletConnect and embedded wallets
// alike), then refreshing what the account shows: its portfolio and native balance.
import { isUserRejection, PorticoError, SPONSOR_OF_METHOD, toCaipAddress, type Analytics, type BalanceApi, type ConnectionService, type Network, type NetworkService, type RpcService } from 'portico'
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

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * Who pays the send's gas when the account does not: the sponsor's name as the wallet says it
 * (SPONSOR_OF_METHOD), else undefined. Only a smart account has its gas paid by a paymaster, so other
 * accounts' wallets are not asked; a wallet that does not know the method, or fails to answer, means
 * the account pays.
 */
export async function sponsorOf(connection: Pick<ConnectionService, 'getProvider' | 'account'>, network: Network, from: string, token: SendToken, to: string, value: bigint): Promise<string | undefined> {
  if (network.chainNamespace !== 'eip155' || connection.account('eip155').preferredAccountType !== 'smartAccount') return undefined
  const provider = connection.getProvider('eip155') as Partial<Eip1193> | undefined
  if (typeof provider?.request !== 'function') return undefined
  const { transferCall } = await import('./evm-transfer.ts')
  const call = transferCall(token, to, value)
  const tx = { from, to: call.to, value: `0x${call.value.toString(16)}`, ...(call.data ? { data: call.data } : {}) }
  try {
    const answer = (await provider.request({ method: SPONSOR_OF_METHOD, params: [tx] })) as { sponsor?: unknown } | null
    return typeof answer?.sponsor === 'string' && answer.sponsor ? answer.sponsor : undefined
  } catch {
    return undefined
  }
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
