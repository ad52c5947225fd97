// A wallet answers a link-mode request by opening the dApp's universal link, and the phone may open
// it in a new tab while the tab that sent the request still waits for the answer. The new tab offers
// the envelope to the page's other tabs (a BroadcastChannel of the same origin); a tab waiting for a
// link-mode answer claims it, the offering tab grants it to the first claimant only, and that tab
// hands it to its sign-client, where the request resolves. Unclaimed, the envelope stays with the
// tab that received it. No import of portico here: the Sandbox Mobile Wallet's page uses it too.
import type { LinkModeEnvelope } from './link-mode-envelope.ts'

/** How long a tab that received an envelope waits for a waiting tab to claim it. */
export const HANDOVER_CLAIM_MS = 1_000

type Message =
  | { kind: 'offer'; id: string; envelope: LinkModeEnvelope }
  | { kind: 'claim'; id: string; claimant: string }
  | { kind: 'grant'; id: string; claimant: string }

export interface EnvelopeHandover {
  /** Marks this tab as waiting for a link-mode answer until the returned release is called. */
  awaiting(): () => void
  /** Offers the envelope to a waiting tab; true when one took it. */
  offer(envelope: LinkModeEnvelope): Promise<boolean>
  close(): void
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null }

const randomId = () => Math.random().toString(36).slice(2) + Date.now().toString(36)

/**
 * `receive`: what this tab does with an envelope granted to it. `channel`: the tabs' channel (one
 * name per sign-client storage, so two dApps' tabs on one origin keep apart).
 */
export function createEnvelopeHandover(channel: Channel, receive: (envelope: LinkModeEnvelope) => void, claimMs = HANDOVER_CLAIM_MS): EnvelopeHandover {
  const self = randomId()
  let waiting = 0
  const offers = new Map<string, { envelope: LinkModeEnvelope; claimed: (claimant: string) => void }>()
  const claims = new Map<string, LinkModeEnvelope>()

  channel.onmessage = (event: MessageEvent) => {
    const message = event.data as Message
    if (!message || typeof message !== 'object') return
    if (message.kind === 'offer' && waiting > 0) {
      claims.set(message.id, message.envelope)
      channel.postMessage({ kind: 'claim', id: message.id, claimant: self } satisfies Message)
    } else if (message.kind === 'claim') {
      offers.get(message.id)?.claimed(message.claimant)
    } else if (message.kind === 'grant') {
      const envelope = claims.get(message.id)
      claims.delete(message.id)
      if (envelope && message.claimant === self) receive(envelope)
    }
  }

  return {
    awaiting() {
      waiting++
      let released = false
      return () => {
        if (released) return
        released = true
        waiting--
      }
    },
    offer(envelope) {
      const id = randomId()
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          offers.delete(id)
          resolve(false)
        }, claimMs)
        offers.set(id, {
          envelope,
          claimed: (claimant) => {
            clearTimeout(timer)
            offers.delete(id)
            channel.postMessage({ kind: 'grant', id, claimant } satisfies Message)
            resolve(true)
          },
        })
        channel.postMessage({ kind: 'offer', id, envelope } satisfies Message)
      })
    },
    close() {
      channel.onmessage = null
      channel.close()
    },
  }
}
