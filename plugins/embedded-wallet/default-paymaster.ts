// The embedded wallet's default sponsor: with `embeddedWallet({ paymasterUrls })`, every
// wallet_sendCalls on a chain listed there that names no paymasterService capability of its own
// carries `{ paymasterService: { url } }` (ERC-7677) to the frame, whose smart account then has the
// gas paid by that paymaster service. A request that names its own capability keeps it. The
// transactions the modal sends itself (Send, Swap: eth_sendTransaction) go sponsored too while the
// smart account is in use (sponsored-transaction.ts); the EOA pays its own gas. SPONSOR_OF_METHOD
// (who would pay a transaction's gas) is answered by the same rule before the send: null for the
// EOA or a chain without a sponsor, else the frame's answer for the sponsored call.
import { SPONSOR_OF_METHOD, type AuthFrame } from 'portico'
import { sendSponsoredTransaction, sponsorOfTransaction } from './sponsored-transaction.ts'

/** An ERC-7677 paymaster service URL per EVM chain id. */
export type PaymasterUrls = Readonly<Record<number, string>>

type Bundle = { chainId?: string | number; capabilities?: Record<string, unknown> }

/** wallet_sendCalls `params` with the chain's default paymasterService added when it names none; other params as they are. */
export function withDefaultPaymaster(params: unknown, activeChainId: number | undefined, urls: PaymasterUrls): unknown {
  if (!Array.isArray(params) || typeof params[0] !== 'object' || params[0] === null) return params
  const [bundle, ...rest] = params as [Bundle, ...unknown[]]
  if (bundle.capabilities?.paymasterService !== undefined) return params
  const chainId = bundle.chainId !== undefined ? Number(bundle.chainId) : activeChainId
  const url = chainId === undefined ? undefined : urls[chainId]
  if (!url) return params
  return [{ ...bundle, capabilities: { ...bundle.capabilities, paymasterService: { url } } }, ...rest]
}

/** The frame with the default paymaster added to its wallet_sendCalls requests, and its eth_sendTransaction sponsored while `smartAccountInUse()`. */
export function sponsoringFrame(frame: AuthFrame, urls: PaymasterUrls | undefined, activeChainId: () => number | undefined, smartAccountInUse: () => boolean = () => false): AuthFrame {
  const forward = (name: string, payload: unknown[]) => (frame.request as (n: string, ...p: unknown[]) => Promise<unknown>)(name, ...payload)
  // no sponsor anywhere: the frame answers who pays (the account: no paymasterService is named)
  if (!urls || Object.keys(urls).length === 0) return frame
  const isSponsorOf = (name: string, call: { method?: string } | undefined) => name === 'RPC_REQUEST' && call?.method === SPONSOR_OF_METHOD
  /** The chain's paymaster URL and the transactions of an eth_sendTransaction-shaped call (SPONSOR_OF_METHOD's: one or more), when it goes sponsored. */
  const sponsoredTx = (call: { params?: unknown; chainId?: unknown }) => {
    const chainId = call.chainId !== undefined ? Number(call.chainId) : activeChainId()
    const url = chainId === undefined || !smartAccountInUse() ? undefined : urls[chainId]
    const txs = (Array.isArray(call.params) ? call.params : []) as Record<string, string>[]
    const [tx] = txs
    return url && chainId !== undefined && typeof tx === 'object' && tx !== null && txs.every((t) => typeof t === 'object' && t !== null) ? { url, chainId, tx, txs } : undefined
  }
  const request = ((name: string, ...payload: unknown[]) => {
    const call = payload[0] as { method?: string; params?: unknown; chainId?: unknown } | undefined
    if (call && isSponsorOf(name, call)) {
      const sponsored = sponsoredTx(call)
      return sponsored ? sponsorOfTransaction((n, p) => forward(n, [p]), sponsored.txs, sponsored.chainId, sponsored.url) : Promise.resolve(null)
    }
    if (name === 'RPC_REQUEST' && call?.method === 'eth_sendTransaction') {
      const sponsored = sponsoredTx(call)
      if (sponsored) return sendSponsoredTransaction((n, p) => request(n, p as never), sponsored.tx, sponsored.chainId, sponsored.url)
    }
    if (name === 'RPC_REQUEST' && call?.method === 'wallet_sendCalls') {
      const chainId = 'chainId' in call && call.chainId !== undefined ? Number(call.chainId) : activeChainId()
      payload = [{ ...call, params: withDefaultPaymaster(call.params, chainId, urls) }, ...payload.slice(1)]
    }
    return forward(name, payload)
  }) as AuthFrame['request']
  return { ...frame, request }
}
