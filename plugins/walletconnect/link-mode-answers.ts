// Link mode's answers on the dApp's side: a wallet answers by opening the dApp's universal link, so
// the answer arrives in the address of a page that may not be the tab that asked (link-mode.ts).
import { createEnvelopeHandover } from './envelope-handover.ts'
import { linkModeOn } from './link-mode.ts'
import { dispatchEnvelope, envelopeIn, readEnvelopeAtStart } from './link-mode-envelope.ts'
import { sessionClient } from './session-client.ts'
import type { SessionContext } from './session-state.ts'

/**
 * Reads an answer that arrived in the page's own address and offers it to the tab that waits for it;
 * unclaimed, it goes to this page's client. Returns the teardown.
 */
export function receiveLinkModeAnswers(context: SessionContext): () => void {
  const page = context.options.linkMode
  const win = page?.window
  if (!page || !win || !linkModeOn(context) || typeof BroadcastChannel === 'undefined') return () => {}
  const deliver = (envelope: Parameters<typeof dispatchEnvelope>[1]) =>
    sessionClient(context)
      .then((c) => dispatchEnvelope(c, envelope))
      .catch((error: unknown) => context.logger.error('WalletConnect: a link-mode answer could not be read', error))
  context.state.linkModeAnswerTopic = envelopeIn(win.location.href)?.topic
  const handover = createEnvelopeHandover(new BroadcastChannel(`${context.options.storagePrefix}:link-mode`), (envelope) => void deliver(envelope))
  context.state.handover = handover
  const cancel = readEnvelopeAtStart(win, (envelope) => {
    void handover.offer(envelope).then((taken) => {
      if (!taken) void deliver(envelope)
    })
  })
  return () => {
    cancel()
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
