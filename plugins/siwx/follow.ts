// Follows the connections of one kernel: every account or network change is evaluated (once per
// task), a connect in the modal goes through the after-connect step, the sign-in views cannot close
// while sign-in is required, and a disconnect signs out when the config says so.
import { combineLatest } from 'rxjs'
import { parseCaipAddress } from 'portico'
import { SIWX_VIEWS } from './flow-contract.ts'
import { required, signInAccount, type SiwxContext } from './flow-context.ts'
import { evaluate } from './evaluate.ts'

/** Returns what stops following. */
export function follow(context: SiwxContext): () => void {
  const { config, connection, network, modal, logger } = context.deps
  if (!config) return () => {}
  let queued = false
  const followed = combineLatest([connection.accounts$, network.state$]).subscribe(() => {
    // A connect in the modal reaches the after-connect step in the same task: it goes first.
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      void evaluate(context, 'change')
    })
  })
  const removeStep = connection.addAfterConnect((connected) => {
    if (connected.namespace !== network.get().activeNamespace || !signInAccount(context)) return false
    void evaluate(context, 'connect')
    return true
  })
  const removeGuard = modal.addCloseGuard(
    (view) => SIWX_VIEWS.includes(view) && required(context) && signInAccount(context) !== undefined && context.state.getValue().status !== 'signed-in',
  )
  const signOut = connection.events$.subscribe((event) => {
    if (event.type !== 'DISCONNECT_SUCCESS' || !config.signOutOnDisconnect) return
    // The account of the connection that ended (emitted before it is cleared: its address is still there).
    const caip = event.caipAddress ?? connection.account(event.namespace).caipAddress
    if (!caip) return
    const { namespace, chainId, address } = parseCaipAddress(caip)
    config.revokeSession(`${namespace}:${chainId}`, address).catch((error: unknown) => logger.warn('SIWX: sign-out failed', error))
  })
  return () => {
    followed.unsubscribe()
    signOut.unsubscribe()
    removeStep()
    removeGuard()
  }
}
