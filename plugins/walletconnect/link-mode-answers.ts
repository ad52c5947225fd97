// Link mode's answers on the dApp's side: a wallet answers by opening the dApp's universal link, so
// the answer arrives in the address of a page that may not be the tab that asked (link-mode.ts).
import { createEnvelopeHandover } from './envelope-handover.ts'
import { linkModeOn } from './link-mode.ts'
import { dispatchEnvelope, envelopeIn, readEnvelopeAtStart, type LinkModeEnvelope } from './link-mode-envelope.ts'
import { sessionClient } from './session-client.ts'
import type { SessionContext } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

/**
 * The envelope is a wallet's answer to a request (not a request of its own), or unreadable here. Only
 * the client that sent the request can take an answer: another tab's client has nothing waiting
 * for it and fails on it, leaving it unacknowledged in the storage the tabs share, where sign-client
 * reads it again at each start (as a relay message, which it is not) and fails again.
 */
async function isAnswer(c: Client, envelope: LinkModeEnvelope): Promise<boolean> {
  try {
    const payload = await c.core.crypto.decode(envelope.topic, envelope.message, { encoding: 'base64url' })
    return !('method' in payload)
  } catch {
    return true
  }
}

/**
 * Reads an answer that arrived in the page's own address and offers it to the tab that waits for it
 * (one suspended meanwhile gets it when it returns); unclaimed, a request the wallet sent by link
 * goes to this page's client. Returns the teardown.
 */
export function receiveLinkModeAnswers(context: SessionContext): () => void {
  const page = context.options.linkMode
  const win = page?.window
  if (!page || !win || !linkModeOn(context) || typeof BroadcastChannel === 'undefined') return () => {}
  const deliver = (envelope: LinkModeEnvelope, unclaimed = false) =>
    sessionClient(context)
      .then(async (c) => {
        // unclaimed, an answer stays with the handover for the tab that asked
        if (!unclaimed || !(await isAnswer(c, envelope))) await dispatchEnvelope(c, envelope)
      })
      .catch((error: unknown) => context.logger.error('WalletConnect: a link-mode answer could not be read', error))
  context.state.linkModeAnswerTopic = envelopeIn(win.location.href)?.topic
  const handover = createEnvelopeHandover(new BroadcastChannel(`${context.options.storagePrefix}:link-mode`), (envelope) => void deliver(envelope))
  context.state.handover = handover
  const cancel = readEnvelopeAtStart(win, (envelope) => {
    void handover.offer(envelope).then((taken) => {
      if (!taken) void deliver(envelope, true)
    })
  })
  // back from the wallet app: an answer that came while this tab was suspended is asked for again
  const doc = win.document as Document | undefined
  const onReturn = () => {
    if (doc?.visibilityState === 'visible') handover.returned()
  }
  doc?.addEventListener('visibilitychange', onReturn)
  return () => {
    cancel()
    doc?.removeEventListener('visibilitychange', onReturn)
    handover.close()
    if (context.state.handover === handover) context.state.handover = undefined
  }
}


/**
 * This page was opened by the wallet's link-mode answer on the session `topic` (its address carries
 * it, or carried it at the start): the wallet has just answered on that session.
 */
export function openedByAnswer(context: SessionContext, topic: string): boolean {
  if (context.state.linkModeAnswerTopic === topic) return true
  const href = context.options.linkMode?.window?.location.href
  return href !== undefined && linkModeOn(context) && envelopeIn(href)?.topic === topic
}
