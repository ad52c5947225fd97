// "transaction stack": a step the visitor confirms or cancels (sign in, approve, send) is
// pushed with what happens next, so the view that shows it only says "succeeded" or "cancelled".
// Modelled on AppKit's RouterController transaction stack (goBack / replace / view / close).
import type { DataOf, ViewName } from './views.ts'

/**
 * Where the modal goes when a transaction succeeds:
 * - `'back'` (default): pops the transaction's view (closes the modal when it was the only one);
 * - `'replace'`: returns to the step before the sign-in view (ConnectingSiwe, and
 *   SIWXSignMessage too), or, when the sign-in view was the first step
 *   or is absent, closes the modal and clears the history;
 * - `'close'`: closes the modal and clears the history;
 * - `{ reset }`: resets the history to that view.
 */
export type AfterSuccess = 'back' | 'replace' | 'close' | { reset: ViewName; data?: unknown }

export interface Transaction<V extends ViewName = ViewName> {
  /** The view that shows the transaction, pushed now. Without it the transaction belongs to the view on top. */
  view?: V
  data?: DataOf<V>
  /** Default 'back'. */
  afterSuccess?: AfterSuccess
  /** Runs after the modal has moved on. */
  onSuccess?: () => void
  /**
   * Runs after going back. Also runs when the transaction is abandoned (the modal closed or was
   * reset under it), so whoever waits on it is always answered.
   */
  onCancel?: () => void
}

/** The views the 'replace' returns from. */
export const SIGN_IN_VIEWS: readonly ViewName[] = ['ConnectingSiwe', 'SIWXSignMessage']
