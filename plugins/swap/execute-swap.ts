// Review swap's execution: the network must still be the quote's; an ERC-20 whose allowance to the
// router is short is approved first (GET build-approve, mined before the swap is built), then the swap
// (POST build-transaction with the slippage) goes to the wallet and is waited for on chain. A fresh
// quote is asked right before the swap: one that moved below the shown minimum never executes. With
// a wallet that runs atomic batches (EIP-5792 wallet_getCapabilities), approve + swap go as one
// wallet_sendCalls. Every refusal and revert says at which step it happened.
import { isUserRejection, messageOf, notConnectedError, PorticoError, toCaipAddress, type BalanceApi, type ConnectionService, type Network, type NetworkService, type RpcService } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { buildApproveCall, buildSwapCall } from './swap-calls.ts'
import { failureText } from './swap-messages.ts'
import type { SwapPlan } from './swap-types.ts'

/** What the visitor is asked or waits for now. */
export type SwapStep = 'checking' | 'approve' | 'approving' | 'swap' | 'swapping' | 'batch'

export type SwapFailureKind = 'declined' | 'reverted' | 'failed' | 'moved' | 'network'

/** A swap that did not happen: the step it stopped at and why, with the text the view shows. */
export class SwapFailure extends PorticoError {
  readonly stage: 'approval' | 'swap'
  readonly kind: SwapFailureKind
  /** With kind 'moved': what a fresh quote gives now. */
  readonly freshToAmount?: bigint
  constructor(stage: 'approval' | 'swap', kind: SwapFailureKind, message: string, options: { cause?: unknown; freshToAmount?: bigint } = {}) {
    super(`SWAP_${stage.toUpperCase()}_${kind.toUpperCase()}`, message, { cause: options.cause })
    this.stage = stage
    this.kind = kind
    if (options.freshToAmount !== undefined) this.freshToAmount = options.freshToAmount
  }
}

/** A mined transaction, as far as the swap reads it. */
export interface MinedReceipt {
  status: 'success' | 'reverted'
  transactionHash: string
}

/** The chain part (swap-chain.ts, with viem), loaded when a swap goes out. */
export interface ChainPart {
  waitForReceipt(network: Network, hash: string): Promise<MinedReceipt>
  receivedAmount(network: Network, receipt: never, output: { contract?: string }, account: string): Promise<bigint | undefined>
}

export interface ExecuteSwapDeps {
  api: Pick<ConvertApi, 'getSwapAllowance' | 'buildApproveTransaction' | 'buildSwapTransaction' | 'getSwapQuote'> & Pick<BalanceApi, 'invalidateBalances'>
  connection: Pick<ConnectionService, 'sendTransaction' | 'refreshBalance' | 'account' | 'getProvider'>
  network: Pick<NetworkService, 'get'>
  /** The kernel's RPC transport: receipts are read through it. */
  rpc: Pick<RpcService, 'provider'>
  /** Default: `import('./swap-chain.ts')` over `rpc`. */
  chain?: () => Promise<ChainPart>
  /** How often a batch's status is asked. */
  pollMs?: number
}

export interface SwapOutcome {
  hash: string
  approvalHash?: string
  /** What the account received (from the receipt), or the quote's amount when it cannot be read. */
  received: bigint
  /** Approve and swap went as one wallet_sendCalls batch. */
  batched: boolean
}

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

const loadChain = async (rpc: Pick<RpcService, 'provider'>) => (await import('./swap-chain.ts')).swapChain(rpc) as unknown as ChainPart
const hex = (value: bigint) => `0x${value.toString(16)}`
/** The router's refusal of an output below the minimum (Uniswap V2's INSUFFICIENT_OUTPUT_AMOUNT). */
const SLIPPAGE_REVERT = /INSUFFICIENT_OUTPUT_AMOUNT|too little received/i

/** True when the wallet says it runs atomic batches on `chainIdHex` (EIP-5792 v2 `atomic`, v1 `atomicBatch`); false on any doubt. */
export async function supportsAtomicBatch(provider: Eip1193 | undefined, address: string, chainIdHex: string): Promise<boolean> {
  if (!provider || typeof provider.request !== 'function') return false
  try {
    // EIP-5792: the account and the one chain asked about (its optional chain filter)
    const answer = await Promise.race([
      provider.request({ method: 'wallet_getCapabilities', params: [address, [chainIdHex]] }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('wallet_getCapabilities timed out')), 5_000)),
    ])
    if (typeof answer !== 'object' || answer === null) return false
    const byChain = answer as Record<string, { atomic?: { status?: string }; atomicBatch?: { supported?: boolean } } | undefined>
    const caps = byChain[chainIdHex] ?? byChain[String(Number(chainIdHex))] ?? byChain['0x0']
    return caps?.atomic?.status === 'supported' || caps?.atomic?.status === 'ready' || caps?.atomicBatch?.supported === true
  } catch {
    return false
  }
}

export async function executeSwap(deps: ExecuteSwapDeps, plan: SwapPlan, onStep: (step: SwapStep) => void): Promise<SwapOutcome> {
  const { activeNetwork: network } = deps.network.get()
  if (network.caipNetworkId !== plan.caipNetworkId) throw new SwapFailure('swap', 'network', failureText.networkChanged(network.name))
  const address = deps.connection.account('eip155').address
  if (!address) throw notConnectedError()
  const userAddress = toCaipAddress(network.caipNetworkId, address)
  const chain = deps.chain ? deps.chain() : loadChain(deps.rpc)
  const { from, to, quote, settings } = plan
  const native = !from.contract

  onStep('checking')
  const needsApproval = !native && BigInt((await deps.api.getSwapAllowance({ tokenAddress: from.address, userAddress })).allowance) < quote.fromAmount

  /** A fresh quote right before the swap: one below the minimum the visitor saw never executes. */
  const checkFresh = async () => {
    const { quotes } = await deps.api.getSwapQuote({ amount: quote.fromAmount.toString(), userAddress, from: from.address, to: to.address })
    const fresh = quotes[0] ? BigInt(quotes[0].toAmount) : 0n
    if (fresh < quote.minimumReceived) throw new SwapFailure('swap', 'moved', failureText.quoteMoved(settings.slippage), { freshToAmount: fresh })
  }
  const buildSwap = () => buildSwapCall(deps.api, plan, userAddress)
  const buildApprove = () => buildApproveCall(deps.api, plan, userAddress)
  const finish = async (hash: string, extra: { approvalHash?: string; batched: boolean }): Promise<SwapOutcome> => {
    const part = await chain
    let received: bigint | undefined
    try {
      const receipt = await part.waitForReceipt(network, hash)
      received = await part.receivedAmount(network, receipt as never, to, address)
    } catch {
      received = undefined
    }
    deps.api.invalidateBalances(userAddress)
    await deps.connection.refreshBalance('eip155', { force: true }).catch(() => undefined)
    return { hash, received: received ?? quote.toAmount, ...extra }
  }

  const provider = deps.connection.getProvider('eip155') as Eip1193 | undefined
  const chainIdHex = hex(BigInt(network.id))
  if (needsApproval && (await supportsAtomicBatch(provider, address, chainIdHex))) {
    await checkFresh()
    const calls = [await buildApprove(), await buildSwap()]
    onStep('batch')
    let id: string
    try {
      const sent = await provider!.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from: address, chainId: chainIdHex, atomicRequired: true, calls: calls.map((c) => ({ to: c.to, data: c.data, value: hex(c.value) })) }],
      })
      id = typeof sent === 'string' ? sent : String((sent as { id?: unknown }).id)
    } catch (error) {
      if (isUserRejection(error)) throw new SwapFailure('approval', 'declined', failureText.approvalDeclinedDetail, { cause: error })
      throw new SwapFailure('swap', 'failed', messageOf(error), { cause: error })
    }
    onStep('swapping')
    const deadline = Date.now() + 120_000
    for (;;) {
      const status = (await provider!.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status?: number | string; receipts?: { status?: string; transactionHash?: string }[] }
      const code = typeof status.status === 'number' ? status.status : status.status === 'CONFIRMED' ? 200 : 100
      if (code >= 200) {
        const last = status.receipts?.[status.receipts.length - 1]
        if (code >= 400 || !last?.transactionHash || last.status === '0x0') throw new SwapFailure('swap', 'reverted', failureText.swapReverted(settings.slippage))
        return finish(last.transactionHash, { batched: true })
      }
      if (Date.now() > deadline) throw new SwapFailure('swap', 'failed', failureText.batchTimeout)
      await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 500))
    }
  }

  let approvalHash: string | undefined
  if (needsApproval) {
    const approve = await buildApprove()
    onStep('approve')
    try {
      approvalHash = await deps.connection.sendTransaction(approve, 'eip155')
    } catch (error) {
      if (isUserRejection(error)) throw new SwapFailure('approval', 'declined', failureText.approvalDeclinedDetail, { cause: error })
      throw new SwapFailure('approval', 'failed', messageOf(error), { cause: error })
    }
    onStep('approving')
    const receipt = await (await chain).waitForReceipt(network, approvalHash)
    if (receipt.status !== 'success') throw new SwapFailure('approval', 'reverted', failureText.approvalReverted)
  }
  await checkFresh()
  const swapCall = await buildSwap()
  onStep('swap')
  let hash: string
  try {
    hash = await deps.connection.sendTransaction(swapCall, 'eip155')
  } catch (error) {
    if (isUserRejection(error)) throw new SwapFailure('swap', 'declined', failureText.swapDeclinedDetail, { cause: error })
    // a wallet that estimates first sees the router refuse the minimum output before anything is mined
    if (SLIPPAGE_REVERT.test(messageOf(error))) throw new SwapFailure('swap', 'reverted', failureText.swapReverted(settings.slippage), { cause: error })
    throw new SwapFailure('swap', 'failed', messageOf(error), { cause: error })
  }
  onStep('swapping')
  const receipt = await (await chain).waitForReceipt(network, hash)
  if (receipt.status !== 'success') throw new SwapFailure('swap', 'reverted', failureText.swapReverted(settings.slippage))
  return finish(hash, { batched: false, ...(approvalHash ? { approvalHash } : {}) })
}
