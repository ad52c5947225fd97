// A scripted AuthFrame for the embedded wallet's unit tests: each request name answers from a
// handler, and every call is recorded. The real bridge and frame are covered by the e2e specs.
import type { AuthFrame } from 'portico'
import { NEVER, of } from 'rxjs'

export type Handlers = Partial<Record<string, (payload: unknown) => unknown>>

export function scriptedFrame(handlers: Handlers) {
  const calls: { name: string; payload: unknown }[] = []
  let signedOut = 0
  const frame = {
    state$: of({ status: 'initialized', smartAccountEnabledNetworks: [] }),
    get: () => ({ status: 'initialized', smartAccountEnabledNetworks: [] }),
    timeouts$: NEVER,
    sessions$: NEVER,
    load() {},
    async request(name: string, payload?: unknown) {
      calls.push({ name, payload })
      const handler = handlers[name]
      if (!handler) throw new Error(`unexpected frame request ${name}`)
      return handler(payload)
    },
    syncTheme() {},
    async signOut() {
      signedOut++
    },
    abort() {},
    dispose() {},
  } as unknown as AuthFrame
  return { frame, calls, signedOut: () => signedOut }
}
