// The queue of track events waiting for the next flush. Events are kept as
// their JSON text, so the queue knows its size in bytes: the service flushes when it passes
// MAX_BATCH_BYTES, and each POST /batch body stays under it (a beacon carries at most 64 KB).
import type { AnalyticsDecision, EventGate } from './gating.ts'

/** About 45 KB: the flush threshold and the largest batch body (sendBeacon's limit is 64 KB). */
export const MAX_BATCH_BYTES = 45_000

const encoder = new TextEncoder()

interface Queued {
  json: string
  bytes: number
  gate: Exclude<EventGate, 'never'>
}

export interface EventQueue {
  /** Adds one event's JSON. */
  push(json: string, gate: Exclude<EventGate, 'never'>): void
  /** The bytes of the events that may go under `decision` (what a flush now would send). */
  readyBytes(decision: AnalyticsDecision): number
  /** Consent events waiting for the analytics config. */
  held(): number
  size(): number
  /**
   * Removes the events that may go under `decision` and returns them as JSON-array bodies of at
   * most `maxBatchBytes` each (an event larger than that goes alone). When analytics is off the
   * consent events are dropped; while it is pending they stay queued.
   */
  take(decision: AnalyticsDecision): string[]
}

export function createEventQueue(maxBatchBytes = MAX_BATCH_BYTES): EventQueue {
  let items: Queued[] = []
  const ready = (item: Queued, decision: AnalyticsDecision) => item.gate === 'always' || decision === 'on'

  return {
    push(json, gate) {
      items.push({ json, bytes: encoder.encode(json).byteLength, gate })
    },
    readyBytes(decision) {
      let total = 0
      for (const item of items) if (ready(item, decision)) total += item.bytes + 1
      return total === 0 ? 0 : total + 1 // brackets and commas
    },
    held: () => items.filter((item) => item.gate === 'consent').length,
    size: () => items.length,
    take(decision) {
      const going = items.filter((item) => ready(item, decision))
      items = decision === 'pending' ? items.filter((item) => !ready(item, decision)) : []
      const bodies: string[] = []
      let batch: string[] = []
      let bytes = 2
      for (const item of going) {
        if (batch.length > 0 && bytes + 1 + item.bytes > maxBatchBytes) {
          bodies.push(`[${batch.join(',')}]`)
          batch = []
          bytes = 2
        }
        bytes += (batch.length > 0 ? 1 : 0) + item.bytes
        batch.push(item.json)
      }
      if (batch.length > 0) bodies.push(`[${batch.join(',')}]`)
      return bodies
    },
  }
}
