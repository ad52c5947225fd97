import type { AfterConnect, Connected, ConnectionDeps } from './connection-types.ts'

/** The steps that may follow a connect made in the modal (e.g. sign-in), and the modal's close when none does. */
export interface AfterConnectSteps {
  add(step: AfterConnect): () => void
  /**
   * After a connect made in the modal: an after-connect step may take the modal over; otherwise it
   * closes, as AppKit and RainbowKit do. A wallet on a chain the dApp does not list keeps it open
   * on UnsupportedChain.
   */
  finishInModal(connected: Connected): void
  clear(): void
}

export function createAfterConnectSteps(deps: Pick<ConnectionDeps, 'modal' | 'router'>): AfterConnectSteps {
  const steps = new Set<AfterConnect>()
  return {
    add(step) {
      steps.add(step)
      return () => void steps.delete(step)
    },
    finishInModal(connected) {
      const modal = deps.modal()
      if (!modal.get().open || deps.router().get().view === 'UnsupportedChain') return
      for (const step of [...steps]) if (step(connected)) return
      modal.close({ force: true })
    },
    clear: () => steps.clear(),
  }
}
