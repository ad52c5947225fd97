// Coming back from the wallet app: a phone closes a hidden page's sockets (or freezes the page
// while the sign-client's one quick reconnect attempt fails), and the client would only try again
// on a later timer. When the page shows again, a closed relay socket is reopened at once: the
// relay kept the wallet's answer, which then arrives for the pending pairing or request.
import type { Client } from './sign-client-types.ts'

type Relayer = Pick<Client['core']['relayer'], 'connected' | 'connecting' | 'transportOpen' | 'restartTransport'>

/** Reopens `relayer`'s socket each time `doc` becomes visible with it closed; returns the teardown. */
export function reopenOnReturn(doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined, relayer: () => Relayer | undefined, logger: Pick<Console, 'error'>): () => void {
  if (!doc) return () => {}
  const onShow = () => {
    if (doc.visibilityState !== 'visible') return
    const r = relayer()
    if (!r || r.connected) return
    // an attempt begun while hidden may hang on a dead socket: start afresh
    const reopen = r.connecting ? r.restartTransport() : r.transportOpen()
    reopen.catch((error: unknown) => logger.error('WalletConnect: the relay did not reopen on return', error))
  }
  doc.addEventListener('visibilitychange', onShow)
  return () => doc.removeEventListener('visibilitychange', onShow)
}
