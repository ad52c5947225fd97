// One request to the frame: GET_CHAIN_ID and eth_chainId answered from the stored chain, an RPC
// request given the active network, the stored session token handed to IS_CONNECTED, the payload
// checked by schema, then queued until the frame can take it.
import { evmChainNumber } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { PayloadArgs } from './auth-frame-types.ts'
import type { FrameContext } from './frame-context.ts'
import { frameTimeout, loadFrame } from './frame-element.ts'
import { checkRequestPayload, type RequestName, type RequestPayload, type ResponsePayload } from './messages.ts'
import { abortError, flushRequests, hexBigInts, randomId } from './pending-requests.ts'

/** The chain's first RPC URL (the field hosted frames read) and all of them, when it has any. */
const rpcUrlFields = (urls: readonly string[]) => (urls[0] ? { rpcUrl: urls[0], rpcUrls: [...urls] } : {})

/** The chain the frame is on: the last one it switched to, else the active network's. */
export const frameChainId = (ctx: FrameContext) => ctx.deps.storage.get('lastUsedChain') ?? ctx.deps.network().chainId

export const flushFrame = (ctx: FrameContext) => flushRequests(ctx, (reason) => frameTimeout(ctx, reason))

export function frameRequest<N extends RequestName>(ctx: FrameContext, name: N, ...[payload]: PayloadArgs<N>): Promise<ResponsePayload<N>> {
  const { deps } = ctx
  if (ctx.disposed) return Promise.reject(abortError(name))
  // Answered from the stored value, never sent.
  if (name === 'GET_CHAIN_ID') return Promise.resolve({ chainId: frameChainId(ctx) } as ResponsePayload<N>)
  let body: unknown = payload
  if (name === 'RPC_REQUEST') {
    const rpc = payload as RequestPayload<'RPC_REQUEST'>
    if (rpc.method === 'eth_chainId') return Promise.resolve(`0x${evmChainNumber(frameChainId(ctx)).toString(16)}` as ResponsePayload<N>)
    const network = deps.network()
    // the URLs are the active network's: a request naming another chain carries none
    const sameChain = rpc.chainId === undefined || String(rpc.chainId) === String(network.chainId)
    body = hexBigInts({ chainNamespace: 'eip155', chainId: network.chainId, ...(sameChain ? rpcUrlFields(network.rpcUrls) : {}), ...rpc })
  }
  // The page hands the frame the session token it kept (SESSION_UPDATE), for a frame whose storage was wiped.
  if (name === 'IS_CONNECTED' && !(payload as RequestPayload<'IS_CONNECTED'>)?.token) {
    const token = deps.storage.get('sessionToken')
    if (token) body = { token }
  }
  const checked = checkRequestPayload(name, body)
  if (!checked.ok) return Promise.reject(new PorticoError('INVALID_FRAME_REQUEST', checked.error))
  try {
    loadFrame(ctx)
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise<ResponsePayload<N>>((resolve, reject) => {
    const id = randomId(ctx.win)
    ctx.pending.set(id, { name, payload: checked.value, resolve: resolve as (value: unknown) => void, reject, posted: false })
    flushFrame(ctx)
  }).then((result) => {
    if (name === 'SWITCH_NETWORK') deps.storage.set('lastUsedChain', String((result as ResponsePayload<'SWITCH_NETWORK'>).chainId))
    return result
  })
}
