// A scripted AuthFrame for the embedded wallet's unit tests: each request name answers from a
// handler, and every call is recorded. `abort` rejects what is still pending as the bridge does;
// `reveal`/`conceal` are recorded. The real bridge and frame are covered by the e2e specs.
import type { AuthFrame, FrameRect } from 'portico'
import { NEVER, of } from 'rxjs'

export type Handlers = Partial<Record<string, (payload: unknown) => unknown>>

type Pending = { name: string; payload: unknown; reject(error: Error): void }

/** `state`: what the frame's state says (e.g. the networks with smart accounts). */
export function scriptedFrame(handlers: Handlers, state: { smartAccountEnabledNetworks?: number[] } = {}) {
  const frameState = { status: 'initialized', smartAccountEnabledNetworks: state.smartAccountEnabledNetworks ?? [] }
  const calls: { name: string; payload: unknown }[] = []
  const pending = new Set<Pending>()
  /** Every reveal (a box) and conceal (null), in order. */
  const shown: (FrameRect | null)[] = []
  let signedOut = 0
  let aborts = 0
  let reloads = 0
  const frame = {
    state$: of(frameState),
    get: () => frameState,
    timeouts$: NEVER,
    sessions$: NEVER,
    load() {},
    request(name: string, payload?: unknown) {
      calls.push({ name, payload })
      const handler = handlers[name]
      if (!handler) return Promise.reject(new Error(`unexpected frame request ${name}`))
      return new Promise((resolve, reject) => {
        const entry: Pending = { name, payload, reject }
        pending.add(entry)
        // the handler runs now, as a real frame gets the message at once
        let answer: unknown
        try {
          answer = handler(payload)
        } catch (error) {
          answer = Promise.reject(error)
        }
        Promise.resolve(answer)
          .then(resolve, reject)
          .finally(() => pending.delete(entry))
      })
    },
    syncTheme() {},
    async signOut() {
      signedOut++
    },
    abort(keep?: (p: { name: string; payload: unknown }) => boolean) {
      aborts++
      for (const entry of [...pending]) {
        if (keep?.(entry)) continue
        pending.delete(entry)
        entry.reject(new Error(entry.name === 'RPC_REQUEST' ? 'Request was aborted' : 'Something went wrong'))
      }
    },
    reveal(rect: FrameRect) {
      shown.push(rect)
    },
    conceal() {
      shown.push(null)
    },
    reload() {
      reloads++
    },
    dispose() {},
  } as unknown as AuthFrame
  return { frame, calls, shown, signedOut: () => signedOut, aborts: () => aborts, reloads: () => reloads, pending: () => [...pending].map(({ name, payload }) => ({ name, payload })) }
}
