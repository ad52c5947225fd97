// A wallet answers a link-mode request by opening the dApp's universal link, and the phone may open
// it in a new tab while the tab that sent the request still waits for the answer. The new tab offers
// the envelope to the page's other tabs (a BroadcastChannel of the same origin); a tab waiting for a
// link-mode answer claims it, the offering tab grants it to the first claimant only, and that tab
// hands it to its sign-client, where the request resolves. Unclaimed, the envelope stays with the
// tab that received it, which still grants it to a tab that claims it late: a phone suspends the tab
// that asked while the visitor is in the wallet app, and that tab reads the offer, or asks for it
// again, when it returns. No import of portico here: the Sandbox Mobile Wallet's page uses it too.
import type { LinkModeEnvelope } from './link-mode-envelope.ts'

/** How long a tab that received an envelope waits for a waiting tab to claim it. */
export const HANDOVER_CLAIM_MS = 1_000

/** How long it still grants it to a tab that claims it late: as long as a session request lives (15 min). */
export const LATE_CLAIM_MS = 15 * 60_000

type Message =
  | { kind: 'offer'; id: string; envelope: LinkModeEnvelope }
  | { kind: 'claim'; id: string; claimant: string }
  | { kind: 'grant'; id: string; claimant: string }
  | { kind: 'returned' }

export interface EnvelopeHandover {
  /** Marks this tab as waiting for a link-mode answer until the returned release is called. */
  awaiting(): () => void
  /** Offers the envelope to a waiting tab; true when one took it in time (a late claimant still gets it). */
  offer(envelope: LinkModeEnvelope): Promise<boolean>
  /** This tab is back in view: while it waits, the tabs that keep an unclaimed envelope offer it again. */
  returned(): void
  close(): void
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null }

const randomId = () => Math.random().toString(36).slice(2) + Date.now().toString(36)

/**
 * `receive`: what this tab does with an envelope granted to it. `channel`: the tabs' channel (one
 * name per sign-client storage, so two dApps' tabs on one origin keep apart).
 */
export function createEnvelopeHandover(channel: Channel, receive: (envelope: LinkModeEnvelope) => void, claimMs = HANDOVER_CLAIM_MS, lateMs = LATE_CLAIM_MS): EnvelopeHandover {
  const self = randomId()
  let waiting = 0
  const offers = new Map<string, { envelope: LinkModeEnvelope; claimed: (claimant: string) => void; drop: () => void }>()
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
    } else if (message.kind === 'returned') {
      offers.forEach(({ envelope }, id) => channel.postMessage({ kind: 'offer', id, envelope } satisfies Message))
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
        const inTime = setTimeout(() => resolve(false), claimMs)
        const kept = setTimeout(() => offers.delete(id), lateMs)
        const drop = () => {
          clearTimeout(inTime)
          clearTimeout(kept)
          offers.delete(id)
        }
        offers.set(id, {
          envelope,
          drop,
          claimed: (claimant) => {
            drop()
            channel.postMessage({ kind: 'grant', id, claimant } satisfies Message)
            resolve(true)
          },
        })
        channel.postMessage({ kind: 'offer', id, envelope } satisfies Message)
      })
    },
    returned() {
      if (waiting > 0) channel.postMessage({ kind: 'returned' } satisfies Message)
    },
    close() {
      offers.forEach(({ drop }) => drop())
      channel.onmessage = null
      channel.close()
    },
  }
}
