// The relay's store: per topic, every published message until its TTL passes, so a client that
// subscribes late (or reconnects) still gets it. Bounded by a message count per topic and a total
// byte size: over a bound, expired messages go first, then the oldest.

export type MailboxLimits = {
  /** Messages kept per topic; default 1000. */
  maxMessagesPerTopic: number
  /** Total size of the stored messages (topic + message, UTF-8); default 64 MiB. */
  maxTotalBytes: number
  /** A publish's `ttl` is capped to this; default 30 days (the longest the clients ask for). */
  maxTtlSeconds: number
}

export const defaultMailboxLimits: MailboxLimits = {
  maxMessagesPerTopic: 1000,
  maxTotalBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 30 * 24 * 60 * 60,
}

export type StoredMessage = {
  readonly seq: number
  readonly topic: string
  readonly message: string
  readonly tag: number
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly bytes: number
  /** The publisher's client id (did:key): never delivered back to it. */
  readonly publisher: string
}

export type PutParameters = { topic: string; message: string; ttlSeconds: number; tag: number; publisher: string }

export type MailboxStats = { topics: number; messages: number; bytes: number; expired: number; evicted: number }

export class Mailbox {
  readonly limits: MailboxLimits
  private readonly now: () => number
  private readonly byTopic = new Map<string, StoredMessage[]>()
  /** Every message in publishing order: the first is the oldest. */
  private readonly all = new Map<number, StoredMessage>()
  private readonly delivered = new WeakMap<StoredMessage, WeakSet<object>>()
  private seq = 0
  private bytes = 0
  private expiredCount = 0
  private evictedCount = 0

  constructor(limits: Partial<MailboxLimits> = {}, now: () => number = Date.now) {
    this.limits = { ...defaultMailboxLimits, ...limits }
    this.now = now
  }

  /** Stores a message, then enforces the limits (which may drop older messages, or this one if it alone is too big). */
  put({ topic, message, ttlSeconds, tag, publisher }: PutParameters): StoredMessage {
    const publishedAt = this.now()
    const ttl = Math.min(Math.max(ttlSeconds, 0), this.limits.maxTtlSeconds)
    const stored: StoredMessage = {
      seq: ++this.seq,
      topic,
      message,
      tag,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      bytes: Buffer.byteLength(topic) + Buffer.byteLength(message),
      publisher,
    }
    const list = this.byTopic.get(topic) ?? []
    this.byTopic.set(topic, list)
    list.push(stored)
    this.all.set(stored.seq, stored)
    this.bytes += stored.bytes

    if (list.length > this.limits.maxMessagesPerTopic) {
      for (const old of list.filter((entry) => this.isExpired(entry))) this.remove(old, 'expired')
      while (list.length > this.limits.maxMessagesPerTopic) this.remove(list[0], 'evicted')
    }
    if (this.bytes > this.limits.maxTotalBytes) {
      this.sweep()
      for (const oldest of this.all.values()) {
        if (this.bytes <= this.limits.maxTotalBytes) break
        this.remove(oldest, 'evicted')
      }
    }
    return stored
  }

  /** Whether the message is still stored (not expired, not evicted). */
  has(stored: StoredMessage): boolean {
    return this.all.get(stored.seq) === stored && !this.isExpired(stored)
  }

  /**
   * The unexpired messages of a topic that `recipient` (one socket) has not been given yet and did
   * not publish itself (by client id), oldest first. Marks them delivered to that socket.
   */
  takeUndelivered(topic: string, recipient: object, clientId: string): StoredMessage[] {
    const list = this.byTopic.get(topic) ?? []
    const out: StoredMessage[] = []
    for (const stored of list) {
      if (this.isExpired(stored) || stored.publisher === clientId) continue
      if (this.markDelivered(stored, recipient)) out.push(stored)
    }
    return out
  }

  /** Records that `recipient` got the message; false if it already had. */
  markDelivered(stored: StoredMessage, recipient: object): boolean {
    let set = this.delivered.get(stored)
    if (!set) this.delivered.set(stored, (set = new WeakSet()))
    if (set.has(recipient)) return false
    set.add(recipient)
    return true
  }

  /** The unexpired messages of a topic, oldest first, without marking anything. */
  peek(topic: string): StoredMessage[] {
    return (this.byTopic.get(topic) ?? []).filter((stored) => !this.isExpired(stored))
  }

  /** Drops every expired message; returns how many. */
  sweep(): number {
    let count = 0
    for (const stored of [...this.all.values()]) {
      if (this.isExpired(stored)) {
        this.remove(stored, 'expired')
        count++
      }
    }
    return count
  }

  stats(): MailboxStats {
    return { topics: this.byTopic.size, messages: this.all.size, bytes: this.bytes, expired: this.expiredCount, evicted: this.evictedCount }
  }

  private isExpired(stored: StoredMessage): boolean {
    return stored.expiresAt <= this.now()
  }

  private remove(stored: StoredMessage, reason: 'expired' | 'evicted'): void {
    if (!this.all.delete(stored.seq)) return
    this.bytes -= stored.bytes
    if (reason === 'expired') this.expiredCount++
    else this.evictedCount++
    const list = this.byTopic.get(stored.topic)
    if (!list) return
    const index = list.indexOf(stored)
    if (index >= 0) list.splice(index, 1)
    if (list.length === 0) this.byTopic.delete(stored.topic)
  }
}
