// Every request the embedded wallet sends to its frame passes the
// kernel's method registry first. Safe methods go straight to the frame; unsafe ones show the
// ApproveTransaction view, over which the frame shows its own approval card, for as long as the
// request runs; any other method is refused before it reaches the frame.
import { messageOf, PorticoError, ProviderErrorCode, type AuthFrame, type ChainNamespace, type Logger, type MethodRegistry, type Modal, type Router, type Toast, type Transaction } from 'portico'

/** What the console says about a method on neither list. */
export const NOT_ALLOWED = 'Requested RPC call is not allowed'
/** What the visitor sees, after NOT_ALLOWED_DELAY_MS. */
export const NOT_ALLOWED_UI = 'Action not allowed'
export const NOT_ALLOWED_DELAY_MS = 300
/** What the frame answers when the visitor presses Reject on its card (EIP-1193's text for 4001). */
export const USER_REJECTED = 'User rejected the request.'

/**
 * The frame's error replies carry a message only; a rejection by the visitor gets EIP-1193's 4001
 * (as its cause) so callers tell it from a failure (the Send view says 'Transaction declined').
 */
function asProviderError(error: unknown): unknown {
  if (messageOf(error) !== USER_REJECTED) return error
  return new PorticoError('USER_REJECTED', USER_REJECTED, { cause: { code: ProviderErrorCode.userRejected, message: USER_REJECTED } })
}

export interface RpcCall {
  method: string
  params?: unknown
  /** The request's network; the bridge fills the active EVM one when absent. */
  chainNamespace?: ChainNamespace
  chainId?: string | number
  rpcUrl?: string
}

export interface RequestGate {
  /** Sends one wallet request to the frame as its method's policy says; rejects a disallowed one. */
  request(call: RpcCall): Promise<unknown>
}

/** Services are read when a request comes, not when the adapter is built. */
export interface RequestGateDeps {
  frame: AuthFrame
  methods: () => MethodRegistry
  modal: () => Modal
  router: () => Router
  toast: () => Toast
  logger: () => Logger
  /** After an approved request: the native balance of its namespace is read again (a send moved it). */
  refreshBalance: (namespace: ChainNamespace) => Promise<void>
  setTimeout?: (fn: () => void, ms: number) => unknown
}

/**
 * The bridge's `abort` filter that rejects only RPC requests needing approval: what the modal
 * closing (or a disallowed method) ends, while reads and logins in flight go on.
 */
export function keepUnlessApprovalNeeded(methods: MethodRegistry) {
  return (pending: { name: string; payload: unknown }) => {
    if (pending.name !== 'RPC_REQUEST') return true
    const method = (pending.payload as { method?: unknown } | undefined)?.method
    return typeof method === 'string' && methods.policyOf(method) === 'safe'
  }
}

export function createRequestGate(deps: RequestGateDeps): RequestGate {
  const { frame } = deps
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms))
  const send = ({ method, params, chainNamespace, chainId, rpcUrl }: RpcCall) =>
    frame.request('RPC_REQUEST', {
      method,
      ...(params !== undefined ? { params: params as never } : {}),
      ...(chainNamespace !== undefined ? { chainNamespace: chainNamespace as never } : {}),
      ...(chainId !== undefined ? { chainId } : {}),
      ...(rpcUrl !== undefined ? { rpcUrl } : {}),
    })

  function refuse(method: string): Promise<never> {
    deps.logger().error(NOT_ALLOWED, { method })
    // the open requests that wait for the visitor end too
    frame.abort(keepUnlessApprovalNeeded(deps.methods()))
    const openModal = () => {
      const modal = deps.modal()
      if (!modal.get().open) modal.open()
    }
    openModal()
    schedule(() => {
      // an aborted approval may have closed the modal it had opened meanwhile
      openModal()
      deps.toast().error(NOT_ALLOWED_UI)
    }, NOT_ALLOWED_DELAY_MS)
    return Promise.reject(new PorticoError('RPC_NOT_ALLOWED', NOT_ALLOWED, { details: method }))
  }

  /** The ApproveTransaction step on show, and which request owns it now (the newest). */
  let approval: { transaction: Transaction; owner: number } | undefined
  let requests = 0

  async function approve(call: RpcCall): Promise<unknown> {
    const modal = deps.modal()
    const router = deps.router()
    const id = ++requests
    if (approval && router.currentTransaction() === approval.transaction) {
      // One card at a time: the newer request takes the view over; the frame drops the older card
      // and rejects its request, whose end then leaves the view alone.
      approval.owner = id
    } else {
      const alreadyOpen = modal.get().open
      const transaction: Transaction = {
        // shown over the view the visitor was on, or as the only view of a modal opened for it
        ...(alreadyOpen ? { view: 'ApproveTransaction' } : {}),
        afterSuccess: 'back',
        // Back from the view, the modal closed or reset under it: the frame drops its card and the caller is answered
        onCancel: () => {
          if (approval?.transaction !== transaction) return
          approval = undefined
          frame.abort(keepUnlessApprovalNeeded(deps.methods()))
        },
      }
      approval = { transaction, owner: id }
      if (!alreadyOpen) {
        modal.open({ view: 'ApproveTransaction' })
        // open() picks another first view under manualWCControl; this one must show
        if (router.get().view !== 'ApproveTransaction') router.reset('ApproveTransaction')
      }
      router.pushTransaction(transaction)
    }
    const step = approval
    /** Whether this request's end moves the modal on: it still owns the step, and the step shows. */
    const leaves = () => {
      if (step.owner !== id || approval !== step || router.currentTransaction() !== step.transaction) return false
      approval = undefined
      return true
    }
    try {
      const value = await send(call)
      if (leaves()) router.transactionSucceeded()
      void deps.refreshBalance(call.chainNamespace ?? 'eip155').catch((error: unknown) => deps.logger().warn('Embedded wallet: balance refresh after a request failed', error))
      return value
    } catch (error) {
      // the view leaves (pops, or closes the modal it opened) whether the visitor rejected or it failed
      if (leaves()) router.transactionCancelled()
      throw asProviderError(error)
    }
  }

  return {
    request(call) {
      if (typeof call?.method !== 'string' || !call.method) return Promise.reject(new TypeError('request: a method name is required'))
      const policy = deps.methods().policyOf(call.method)
      if (policy === 'safe') return send(call)
      if (policy === 'unsafe') return approve(call)
      return refuse(call.method)
    },
  }
}

/**
 * The frame as the adapter sees it: every RPC_REQUEST it sends (sign, send, the provider's calls,
 * whatever is added later) goes through the gate; the other requests go straight through.
 */
export function gatedFrame(frame: AuthFrame, gate: RequestGate): AuthFrame {
  const request = ((name: string, ...payload: unknown[]) =>
    name === 'RPC_REQUEST' ? gate.request(payload[0] as RpcCall) : (frame.request as (n: string, ...p: unknown[]) => Promise<unknown>)(name, ...payload)) as AuthFrame['request']
  return { ...frame, request }
}
