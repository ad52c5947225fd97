// Sign-in with X: after a connect (made in the modal, restored on reload, or moved to another
// chain), an account with no sign-in session for its chain is asked to sign one; while sign-in is
// required the sign-in views cannot be closed. Works for every adapter that signs messages, since
// signing goes through the ConnectionService. The coordinator of its parts, which share one explicit
// context (flow-context.ts): evaluate.ts (must this account sign in?), sign.ts, follow.ts.
import { notConnectedError, parseCaipAddress, PorticoError } from 'portico'
import { finishCancel, prompt } from './evaluate.ts'
import type { SiwxFlow, SiwxFlowDeps } from './flow-contract.ts'
import { createSiwxContext, required, signInAccount } from './flow-context.ts'
import { follow } from './follow.ts'
import { sign } from './sign.ts'

export * from './flow-contract.ts'

export function createSiwxFlow(deps: SiwxFlowDeps): SiwxFlow {
  const context = createSiwxContext(deps)
  const { config, router } = deps
  const { state, run } = context
  return {
    state$: state.asObservable(),
    get: () => state.getValue(),
    config,
    isRequired: () => required(context),
    sign: () => sign(context),
    cancel() {
      // The transaction's onCancel (after going back) does the rest; with no prompt, do it here.
      if (run.prompted !== undefined && router.currentTransaction()) router.transactionCancelled()
      else finishCancel(context)
    },
    async signOut() {
      if (!config) throw new PorticoError('SIWX_NOT_ENABLED', 'SIWX is not enabled')
      const caip = signInAccount(context)
      if (!caip) throw notConnectedError()
      const { namespace, chainId, address } = parseCaipAddress(caip)
      await config.revokeSession(`${namespace}:${chainId}`, address)
      if (signInAccount(context) !== caip) return
      state.next({ status: 'signed-out', caipAddress: caip })
      if (required(context)) prompt(context, 'change', run.generation)
    },
    start: () => follow(context),
  }
}
