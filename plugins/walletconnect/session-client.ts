// The sign-client of a session: loaded (its own chunk) and started on first use, listening to the
// wallet from then on. A client that failed to load (a chunk that did not arrive) is tried again.
import { registerClientLinks } from './link-mode.ts'
import { loadSignClient } from './load-sign-client.ts'
import { reopenOnReturn } from './reopen-on-return.ts'
import { listenToWallet } from './session-events.ts'
import type { SessionContext } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

export function sessionClient(context: SessionContext): Promise<Client> {
  const { options, state } = context
  state.clientPromise ??= (async () => {
    const { SignClient } = await loadSignClient(options.loadSignClient)
    const c = await SignClient.init({
      projectId: options.projectId,
      relayUrl: context.relayUrl,
      metadata: options.metadata,
      // its name routes its link-mode links to this kernel's page (link-mode.ts)
      name: options.storagePrefix,
      customStoragePrefix: options.storagePrefix,
      telemetryEnabled: !options.offline && options.telemetry !== false,
      ...(options.storage ? { storage: options.storage as never } : {}),
    })
    // In the browser each connect()/request() would otherwise wait on the hosted Verify frame.
    if (options.offline) (c.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
    listenToWallet(context, c)
    registerClientLinks(context, c)
    state.stopReopenOnReturn = reopenOnReturn(globalThis.document, () => c.core.relayer, context.logger)
    return c
  })()
  state.clientPromise.catch(() => (state.clientPromise = undefined))
  return state.clientPromise
}
