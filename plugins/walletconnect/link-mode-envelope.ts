// WalletConnect link mode carries a request or its answer in the receiver's universal link instead
// of the relay: `<universal link>?wc_ev=<base64url envelope>&topic=<topic>`. This reads such a link,
// strips it from the page's address, and hands the envelope to a sign-client as sign-client does in
// React Native (the session it belongs to marked link mode, then the envelope dispatched).
// No import of portico here: the Sandbox Mobile Wallet's page uses it too.

/** The page reads an envelope in its own address this long after it starts (the link-mode initial URL delay), so the app's listeners are in place. */
export const LINK_MODE_INITIAL_URL_DELAY_MS = 50

/** sign-client's name for the transport of a link-mode session. */
export const LINK_MODE_TRANSPORT = 'link_mode'

export interface LinkModeEnvelope {
  topic: string
  /** The encrypted envelope, base64url. */
  message: string
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/
const TOPIC = /^[0-9a-f]{64}$/

/** The envelope a link carries, or undefined when it carries none (or a malformed one). */
export function envelopeIn(url: string): LinkModeEnvelope | undefined {
  let params: URLSearchParams
  try {
    params = new URL(url).searchParams
  } catch {
    return undefined
  }
  const message = params.get('wc_ev')
  const topic = params.get('topic')
  if (!message || !topic || !BASE64URL.test(message) || !TOPIC.test(topic)) return undefined
  return { topic, message }
}

/** `url` without the envelope's parameters (the address the page shows once it read it). */
export function withoutEnvelope(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete('wc_ev')
  parsed.searchParams.delete('topic')
  return parsed.href
}

/** What of a sign-client (or WalletKit's) a link-mode envelope needs: its public session store and core. */
export interface EnvelopeReceiver {
  session: { keys: string[]; update(topic: string, update: { transportType: typeof LINK_MODE_TRANSPORT }): unknown }
  core: { dispatchEnvelope(params: { topic: string; message: string; sessionExists: boolean }): void }
}

/** Hands `envelope` to the client: a session's envelope marks that session link mode (its answer goes back the same way). */
export async function dispatchEnvelope(client: EnvelopeReceiver, envelope: LinkModeEnvelope): Promise<void> {
  const sessionExists = client.session.keys.includes(envelope.topic)
  if (sessionExists) await client.session.update(envelope.topic, { transportType: LINK_MODE_TRANSPORT })
  client.core.dispatchEnvelope({ ...envelope, sessionExists })
}

/**
 * Reads the envelope in the page's address `delayMs` after the call (the page's start), removes it
 * from the address (a reload must not replay it) and hands it to `receive`. Returns the cancel.
 */
export function readEnvelopeAtStart(
  win: Pick<Window, 'location' | 'history' | 'setTimeout' | 'clearTimeout'>,
  receive: (envelope: LinkModeEnvelope) => void,
  delayMs = LINK_MODE_INITIAL_URL_DELAY_MS,
): () => void {
  const envelope = envelopeIn(win.location.href)
  if (!envelope) return () => {}
  const timer = win.setTimeout(() => {
    win.history.replaceState(win.history.state, '', withoutEnvelope(win.location.href))
    receive(envelope)
  }, delayMs)
  return () => win.clearTimeout(timer)
}
