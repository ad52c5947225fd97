// The state of one Review swap execution, kept beside its plan (the route's data object), not in the
// view: an embedded wallet shows ApproveTransaction over the review and comes back to it as a new
// mount, which must still show the step the swap is at. Keyed by the plan object a push created, so
// two modals (two routers, two plans) never share a run.
import type { SwapFailureKind, SwapOutcome, SwapStep } from './execute-swap.ts'
import type { SwapPlan } from './swap-types.ts'

export type SwapPhase =
  | { status: 'review' }
  | { status: 'pending'; step: SwapStep; twoSteps: boolean }
  | { status: 'failed'; stage: 'approval' | 'swap'; kind: SwapFailureKind; message: string }
  | { status: 'done'; outcome: SwapOutcome }

export interface SwapRun {
  get(): SwapPhase
  set(phase: SwapPhase): void
  subscribe(listener: () => void): () => void
}

const runs = new WeakMap<SwapPlan, SwapRun>()

export function runOf(plan: SwapPlan): SwapRun {
  let run = runs.get(plan)
  if (!run) {
    let phase: SwapPhase = { status: 'review' }
    const listeners = new Set<() => void>()
    run = {
      get: () => phase,
      set(next) {
        phase = next
        for (const listener of [...listeners]) listener()
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }
    runs.set(plan, run)
  }
  return run
}
