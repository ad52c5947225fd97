// Who is subscribed to what, and delivery: a publish is stored in the mailbox and pushed to every
// other socket subscribed to its topic; a subscribe answers with an id, then gets the stored
// messages that socket has not seen. Each socket gets a message at most once.
import { createHash } from 'node:crypto'
import type { Mailbox, StoredMessage } from './mailbox.ts'

/** One client socket, as the hub sees it. */
export type RelayConnection = {
  /** Numbers the relay's sockets in the order they opened (for the trace). */
  readonly socketId: number
  /** The client's did:key (the JWT's iss). */
  readonly clientId: string
  /** Topic → subscription id. */
  readonly subscriptions: Map<string, string>
  /** Sends one JSON-RPC message (an object, or its JSON text). */
  send(payload: object | string): void
}

export type PublishParameters = { topic: string; message: string; ttlSeconds: number; tag: number }

export type HubStats = { subscriptions: number; published: number; delivered: number }

/** The subscription id the clients compute themselves: sha256(topic + clientId), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

let pushId = 0
/** A JSON-RPC id for a push: like the clients' ids, time-based and unique in this process. */
function nextPushId(): number {
  pushId = Math.max(pushId + 1, Date.now() * 1000)
  return pushId
}

export class RelayHub {
  private readonly subscribers = new Map<string, Set<RelayConnection>>()
  private published = 0
  private delivered = 0

  constructor(readonly mailbox: Mailbox) {}

  /** Subscribes (idempotently) and returns the id; call deliverStored after answering the request. */
  subscribe(connection: RelayConnection, topic: string): string {
    const id = connection.subscriptions.get(topic) ?? subscriptionId(topic, connection.clientId)
    connection.subscriptions.set(topic, id)
    let set = this.subscribers.get(topic)
    if (!set) this.subscribers.set(topic, (set = new Set()))
    set.add(connection)
    return id
  }

  /** Pushes the stored messages of a subscribed topic this socket has not been given yet. */
  deliverStored(connection: RelayConnection, topic: string): void {
    if (!connection.subscriptions.has(topic)) return
    for (const stored of this.mailbox.takeUndelivered(topic, connection, connection.clientId)) this.push(connection, stored)
  }

  unsubscribe(connection: RelayConnection, topic: string): void {
    connection.subscriptions.delete(topic)
    const set = this.subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** Stores the message and pushes it to every other subscriber (never to the publisher's client). */
  publish(from: RelayConnection, { topic, message, ttlSeconds, tag }: PublishParameters): StoredMessage {
    const stored = this.mailbox.put({ topic, message, ttlSeconds, tag, publisher: from.clientId })
    this.published++
    if (!this.mailbox.has(stored)) return stored
    for (const connection of this.subscribers.get(topic) ?? []) {
      if (connection === from || connection.clientId === from.clientId) continue
      if (this.mailbox.markDelivered(stored, connection)) this.push(connection, stored)
    }
    return stored
  }

  /** The stored messages of the topics, for irn_batchFetchMessages; marks them delivered to the socket. */
  fetch(connection: RelayConnection, topics: string[]): { topic: string; message: string; publishedAt: number; tag: number }[] {
    return topics.flatMap((topic) =>
      this.mailbox.takeUndelivered(topic, connection, connection.clientId).map(({ message, publishedAt, tag }) => ({ topic, message, publishedAt, tag })),
    )
  }

  /** Forgets a closed socket's subscriptions (its messages stay in the mailbox). */
  disconnect(connection: RelayConnection): void {
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic)
  }

  stats(): HubStats {
    let subscriptions = 0
    for (const set of this.subscribers.values()) subscriptions += set.size
    return { subscriptions, published: this.published, delivered: this.delivered }
  }

  private push(connection: RelayConnection, stored: StoredMessage): void {
    this.delivered++
    connection.send({
      id: nextPushId(),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: connection.subscriptions.get(stored.topic),
        data: { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag },
      },
    })
  }
}
