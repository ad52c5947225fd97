import type { ChainNamespace } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { Store } from '../state/store.ts'
import type { RecentWallet } from '../storage/keys.ts'
import type { ConnectRequest } from './ask-once.ts'
import type { ConnectAttempt } from './connection-types.ts'

/**
 * One connect() while it runs: the attempt the view follows, the wallet picked for it, and its
 * cancel (cancelConnect, or a left request given up), which rejects it with 'Request was aborted'.
 */
export interface ConnectRun {
  readonly connectorId: string
  /** Rejects when the run is cancelled: a wallet that never answers must not leave the caller waiting. */
  readonly cancelled: Promise<never>
  /** Aborted with the run: an adapter that can withdraw its request is told to. */
  readonly signal: AbortSignal
  isCancelled(): boolean
  /** The error a cancelled run rejects with. */
  reason(): PorticoError
  cancel(reason?: PorticoError): void
  /** The listing wallet the visitor picked (it, not the connector, becomes a recent wallet). */
  wallet: RecentWallet | undefined
  /** The attempt as it stands. */
  current(): ConnectAttempt
  /** The view follows each side; a newer connect the visitor started meanwhile is left alone. */
  progress(patch: Partial<ConnectAttempt>): void
  /** Makes this run the attempt the view shows again (a left request picked up). */
  show(): void
  /** Stops showing this run (a newer one's attempt stays). */
  hide(): void
}

export function startConnectRun(
  attempt: Store<ConnectAttempt | undefined>,
  request: ConnectRequest,
  namespaces: ChainNamespace[],
  wallet: RecentWallet | undefined,
): ConnectRun {
  const { connectorId, namespace } = request
  let mine: ConnectAttempt = { connectorId, ...(namespace ? { namespace } : {}), status: 'pending', namespaces, asking: namespaces[0], connected: [], failed: [] }
  attempt.set(mine)
  let reason = new PorticoError('ABORTED', 'Request was aborted', { details: `connect to ${connectorId} cancelled` })
  let cancelled = false
  const controller = new AbortController()
  let reject: (error: unknown) => void = () => {}
  const cancelledPromise = new Promise<never>((_, no) => (reject = no))
  cancelledPromise.catch(() => {})
  const hide = () => {
    if (attempt.get() === mine) attempt.set(undefined)
  }
  return {
    connectorId,
    cancelled: cancelledPromise,
    signal: controller.signal,
    isCancelled: () => cancelled,
    reason: () => reason,
    cancel(next) {
      if (next) reason = next
      cancelled = true
      controller.abort(reason)
      hide()
      reject(reason)
    },
    wallet,
    current: () => mine,
    progress(patch) {
      const shownNow = attempt.get() === mine
      mine = { ...mine, ...patch }
      if (shownNow) attempt.set(mine)
    },
    show: () => attempt.set(mine),
    hide,
  }
}
