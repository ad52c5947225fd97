// Single-use sign-in nonces in Redis, shared by every server instance that talks to it: a nonce is a
// key set with SET … PX <ttl> NX (Redis expires it) and taken with GETDEL, one atomic command, so
// of any number of concurrent consumes across instances exactly one gets it. Works with node-redis
// (createClient, v4 and later: sendCommand) and ioredis (call) without depending on either: the
// store only sends the two commands through the client it is given. Needs Redis 6.2+ (GETDEL).
import { generateNonce } from '../kernel/siwx/message.ts'
import { NonceStoreError } from './nonce-store-error.ts'
import type { NonceStore } from './nonce-store.ts'

/** node-redis's createClient() (v4, v5, v6): raw commands through sendCommand([...]). */
export interface NodeRedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>
}

/** ioredis's Redis (or Cluster): raw commands through call(name, ...args). */
export interface IoRedisCommandClient {
  call(command: string, ...args: string[]): Promise<unknown>
}

/** The few commands the store needs, as the common Redis clients offer them. */
export type RedisNonceStoreClient = NodeRedisCommandClient | IoRedisCommandClient

export interface RedisNonceStoreOptions {
  /** A connected client: node-redis's createClient() or ioredis's new Redis(). The store never connects or closes it. */
  client: RedisNonceStoreClient
  /** How long an issued nonce stays valid (Redis expires it); whole milliseconds. */
  ttlMs: number
  /** Prefix of the keys; default 'portico:siwx-nonce:'. */
  keyPrefix?: string
  /** How long to wait for Redis on each command before refusing with a NonceStoreError; default 3000 ms (a client that queues commands while disconnected would otherwise make the sign-in wait). */
  timeoutMs?: number
}

/** The longest nonce looked up: a message's nonce is untrusted input, and no issued nonce is longer. */
const MAX_NONCE_LENGTH = 128
/** A fresh random nonce that is already a key is astronomically unlikely: a few draws settle it. */
const ISSUE_ATTEMPTS = 3

/** What went wrong in one line; an error without a message (a client's TimeoutError, an AggregateError of a failed connect) by its class and inner errors. */
function firstLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const message = error.message.split('\n')[0]
  if (message) return message
  // node-redis 6's command timeout is a TimeoutError whose name is still 'Error'.
  const name = error.name !== 'Error' ? error.name : error.constructor.name || 'Error'
  const inner = error instanceof AggregateError ? error.errors.map(firstLine).filter(Boolean).join('; ') : ''
  return inner ? `${name}: ${inner}` : name
}

function commandSender(client: RedisNonceStoreClient): (args: string[]) => Promise<unknown> {
  if (typeof client !== 'object' || client === null) throw new TypeError(`createRedisNonceStore: client must be a node-redis or ioredis client, got ${client === null ? 'null' : typeof client}`)
  // ioredis also has a sendCommand, taking its own Command objects: call() is its raw form.
  if ('call' in client && typeof client.call === 'function') return ([name, ...args]) => client.call(name!, ...args)
  if ('sendCommand' in client && typeof client.sendCommand === 'function') return (args) => client.sendCommand(args)
  throw new TypeError('createRedisNonceStore: client must be a node-redis client (with sendCommand) or an ioredis client (with call)')
}

/** A NonceStore in Redis: every instance given a client of the same Redis shares it; each nonce is accepted once, before it expires. */
export function createRedisNonceStore({ client, ttlMs, keyPrefix = 'portico:siwx-nonce:', timeoutMs = 3000 }: RedisNonceStoreOptions): NonceStore {
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) throw new RangeError(`createRedisNonceStore: ttlMs must be a positive whole number of milliseconds, got ${ttlMs}`)
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError(`createRedisNonceStore: timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`)
  const send = commandSender(client)

  const command = async (args: string[]): Promise<unknown> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      const refuse = () => reject(new NonceStoreError(`Redis did not answer ${args[0]} within ${timeoutMs} ms`))
      // Timers run before the event loop reads its sockets: in a busy process the answer may already
      // be waiting there. One more turn lets it win; only a command still unanswered then is refused.
      timer = setTimeout(() => (timer = setTimeout(refuse, 0)), timeoutMs)
    })
    try {
      return await Promise.race([send(args), timeout])
    } catch (error) {
      if (error instanceof NonceStoreError) throw error
      const hint = args[0] === 'GETDEL' && /unknown command/i.test(firstLine(error)) ? ' (GETDEL needs Redis 6.2 or later)' : ''
      throw new NonceStoreError(`Redis ${args[0]} failed: ${firstLine(error)}${hint}`, { cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async issue() {
      for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt++) {
        const nonce = generateNonce()
        // NX: an existing key is never overwritten (nor its expiry pushed back).
        if ((await command(['SET', keyPrefix + nonce, '1', 'PX', String(ttlMs), 'NX'])) !== null) return nonce
      }
      throw new NonceStoreError(`Redis SET … NX refused ${ISSUE_ATTEMPTS} fresh nonces in a row: is another program writing keys under "${keyPrefix}"?`)
    },
    async consume(nonce) {
      if (typeof nonce !== 'string' || nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH) return false
      // GETDEL answers the value and deletes the key in one step: one caller gets '1', every other null.
      const taken = await command(['GETDEL', keyPrefix + nonce])
      return taken !== null && taken !== undefined
    },
  }
}
