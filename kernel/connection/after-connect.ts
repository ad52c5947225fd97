import type { PaintQueue } from './after-paint.ts'
import type { AfterConnect, Connected, ConnectionDeps } from './connection-types.ts'

/** The steps that may follow a connect made in the modal (e.g. sign-in), and the modal's close when none does. */
export interface AfterConnectSteps {
  add(step: AfterConnect): () => void
  /**
   * After a connect made in the modal: an after-connect step may take the modal over (at once: a
   * required sign-in shows before anything else can happen); otherwise it closes, as AppKit and
   * RainbowKit do, once the frame showing the account is painted. A wallet on a chain the dApp does
   * not list keeps it open on UnsupportedChain.
   */
  finishInModal(connected: Connected): void
  clear(): void
}

export function createAfterConnectSteps(deps: Pick<ConnectionDeps, 'modal' | 'router'>, afterPaint: PaintQueue): AfterConnectSteps {
  const steps = new Set<AfterConnect>()
  return {
    add(step) {
      steps.add(step)
      return () => void steps.delete(step)
    },
    finishInModal(connected) {
      const modal = deps.modal()
      const stays = () => !modal.get().open || deps.router().get().view === 'UnsupportedChain'
      if (stays()) return
      for (const step of [...steps]) if (step(connected)) return
      afterPaint.later(() => {
        if (!stays()) modal.close({ force: true })
      })
    },
    clear: () => steps.clear(),
  }
}
