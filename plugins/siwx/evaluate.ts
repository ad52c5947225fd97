// Whether the active account must sign in: after a connect, a restore or a chain switch, an account
// with no session for its chain is asked to sign one (a prompt on the router); one that has a
// session is signed in. Cancelling a required sign-in disconnects: the one connection that would not
// sign in when the namespace has others (another takes over and is evaluated in turn), else all.
import { parseCaipAddress, type CaipAddress, type SiwxSession } from 'portico'
import { SIWX_VIEWS } from './flow-contract.ts'
import { eventProperties, required, signInAccount, type SiwxContext } from './flow-context.ts'

async function sessionsOf({ deps }: SiwxContext, caip: CaipAddress): Promise<SiwxSession[]> {
  const { namespace, chainId, address } = parseCaipAddress(caip)
  try {
    return await deps.config!.getSessions(`${namespace}:${chainId}`, address)
  } catch (error) {
    // An unreadable session store is no session: the visitor is asked to sign again.
    deps.logger.warn('SIWX: could not read the sessions', error)
    return []
  }
}

export function prompt(context: SiwxContext, source: 'connect' | 'change', mine: number): void {
  const { deps, run } = context
  const { router, modal } = deps
  run.prompted = mine
  const onCancel = () => {
    if (mine !== run.generation || run.prompted !== mine) return
    run.prompted = undefined
    deps.analytics.track('CLICK_CANCEL_SIWX', eventProperties(context))
    finishCancel(context)
  }
  const onSuccess = () => {
    if (run.prompted === mine) run.prompted = undefined
  }
  if (source === 'connect') {
    // The connecting views are done with: going back to one would start a new connect. Sign-in
    // becomes the only step; success closes the modal, cancel closes it, then onCancel.
    router.reset('SIWXSignMessage')
    router.pushTransaction({ afterSuccess: 'close', onSuccess, onCancel })
    return
  }
  // A chain switch or a restored connection: over whatever shows, back to it after signing.
  if (!modal.get().open) modal.open({ view: 'SIWXSignMessage' })
  router.pushTransaction({ view: 'SIWXSignMessage', afterSuccess: 'replace', onSuccess, onCancel })
}

export function finishCancel(context: SiwxContext): void {
  const { connection, modal, logger } = context.deps
  if (required(context)) {
    // A required sign-in cancelled disconnects (the close guard then lets the modal close). Each
    // connection signs in on its own: with several wallets connected, only the unsigned one ends.
    const ns = context.deps.network.get().activeNamespace
    const unsigned = connection.account(ns).connectorId
    const several = unsigned !== undefined && connection.getConnections(ns).length > 1
    ;(several ? connection.disconnect(ns, unsigned) : connection.disconnect())
      .catch((error: unknown) => logger.warn('SIWX: disconnect after cancel failed', error))
      .finally(() => {
        if (modal.get().open) modal.close({ force: true })
      })
    return
  }
  if (modal.get().open) modal.close({ force: true })
}

export async function evaluate(context: SiwxContext, source: 'connect' | 'change'): Promise<void> {
  const { deps, run, state } = context
  const { modal, router } = deps
  const caip = signInAccount(context)
  if (source === 'change' && caip === run.target) return
  run.target = caip
  const mine = ++run.generation
  if (!caip) {
    state.next({ status: 'idle' })
    // The account went away while its sign-in showed: nothing left to sign for.
    if (run.prompted !== undefined && modal.get().open && SIWX_VIEWS.includes(router.get().view)) {
      run.prompted = undefined
      modal.close({ force: true })
    }
    return
  }
  state.next({ status: 'checking', caipAddress: caip })
  const sessions = await sessionsOf(context, caip)
  if (mine !== run.generation) return
  if (sessions.length > 0) {
    state.next({ status: 'signed-in', caipAddress: caip, session: sessions[0] })
    if (source === 'connect' && modal.get().open) modal.close({ force: true })
    return
  }
  state.next({ status: 'signed-out', caipAddress: caip })
  prompt(context, source, mine)
}
