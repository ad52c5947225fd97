// What one modal's Swap keeps (one per kernel, bound by swap-parts.ts): the settings of the `swap()`
// it was composed with, and each Review swap's execution, kept beside its plan (the route's data
// object), not in the view: an embedded wallet shows ApproveTransaction over the review and comes
// back to it as a new mount, which must still show the step the swap is at. Two modals (two
// kernels) never share a run.
import { BehaviorSubject, type Observable } from 'rxjs'
import type { SwapFailureKind, SwapOutcome, SwapStep } from './execute-swap.ts'
import type { SwapPlan, SwapSettings } from './swap-types.ts'

export type SwapPhase =
  | { status: 'review' }
  | { status: 'pending'; step: SwapStep; twoSteps: boolean }
  | { status: 'failed'; stage: 'approval' | 'swap'; kind: SwapFailureKind; message: string }
  | { status: 'done'; outcome: SwapOutcome }

/** One review's execution state. */
export interface SwapRun {
  readonly phase$: Observable<SwapPhase>
  get(): SwapPhase
  set(phase: SwapPhase): void
}

export interface SwapContext {
  readonly settings: SwapSettings
  /** The run of the review showing `plan` (the object a push created): the same object, the same run. */
  runOf(plan: SwapPlan): SwapRun
}

export function createSwapContext(settings: SwapSettings): SwapContext {
  // keyed by the plan object, so a finished review's run goes with its route entry
  const runs = new WeakMap<SwapPlan, SwapRun>()
  return {
    settings,
    runOf(plan) {
      let run = runs.get(plan)
      if (!run) {
        const phase = new BehaviorSubject<SwapPhase>({ status: 'review' })
        run = { phase$: phase.asObservable(), get: () => phase.value, set: (next) => phase.next(next) }
        runs.set(plan, run)
      }
      return run
    },
  }
}
