// How wagmi's connect and reconnect wait for Portico: a reconnect waits for Portico's own restore
// of its stored connection (bounded), a connect opens the modal and waits for a wallet on eip155
// (a modal closed first is the visitor saying no).
import { UserRejectedRequestError } from 'viem'
import { PorticoError } from '../../kernel/errors/portico-error.ts'
import type { AppKit, AppKitInternals } from '../app-kit/app-kit-instance.ts'
import { connectedView } from './connector-sync.ts'
import { evmView, waitFor, WaitTimeoutError, type EvmView } from './portico-state.ts'

/**
 * How long wagmi's reconnect waits for Portico to restore a stored connection, a safety net: it
 * follows Portico's own restore, which ends by itself (a wallet that does not answer is gone after
 * 5 s; the embedded wallet may take 30 s, its frame loading first), plus the kernel chunk's download.
 */
export const RECONNECT_TIMEOUT_MS = 35_000

export const userRejected = (cause?: unknown) =>
  new UserRejectedRequestError(cause instanceof Error ? cause : new Error('The modal was closed before a wallet connected.'))

/** wagmi's reconnect: Portico restores its stored connection itself; wait for the outcome, bounded. */
export async function restoredConnection(inner: AppKitInternals): Promise<EvmView> {
  const view = await waitFor(
    inner,
    () => {
      const now = evmView(inner)
      return now.status === 'connecting' ? undefined : now
    },
    RECONNECT_TIMEOUT_MS,
  ).catch((error: unknown) => {
    if (error instanceof WaitTimeoutError) throw new PorticoError('RESTORE_TIMEOUT', 'Portico did not restore its connection in time')
    throw error
  })
  if (!connectedView(view)) throw new PorticoError('NOT_CONNECTED', 'Portico has no eip155 connection to restore')
  return view
}

/** wagmi's connect: the modal opens; a wallet connected on eip155 resolves, the modal closed first rejects. */
export async function connectionInModal(appKit: AppKit, inner: AppKitInternals): Promise<EvmView> {
  let sawOpen = false
  const waiting = waitFor(
    inner,
    () => {
      const view = evmView(inner)
      if (connectedView(view)) return view
      const open = inner.state.get().open
      if (open) sawOpen = true
      else if (sawOpen) throw userRejected()
      return undefined
    },
    // the visitor takes their time; only a closed modal ends the wait
    2 ** 31 - 1,
  )
  waiting.catch(() => {}) // answered below; the modal may close before open() resolves
  await appKit.open()
  return waiting
}
