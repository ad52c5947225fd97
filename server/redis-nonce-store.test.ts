// createRedisNonceStore against a real redis-server (Debian's, started here) through each common
// client: node-redis 4, 5 and 6 (createClient) and ioredis 5 and 6. No test skips when redis-server
// is missing: startRedis fails with what to install.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDIS_CLIENTS, type ConnectedRedisClient as Connected } from '../testing/test-support/redis-clients.ts'
import { startRedis, type RedisInstance } from '../testing/redis.ts'
import { NonceStoreError } from './nonce-store-error.ts'
import { createRedisNonceStore, type RedisNonceStoreClient } from './redis-nonce-store.ts'

let redis: RedisInstance
beforeAll(async () => {
  redis = await startRedis()
}, 20_000)
afterAll(() => redis?.stop())

async function refusal(promise: Promise<unknown>): Promise<NonceStoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(NonceStoreError)
  return error as NonceStoreError
}

describe.each(REDIS_CLIENTS)('createRedisNonceStore with %s', (name, connect) => {
  let connected: Connected
  beforeAll(async () => {
    connected = await connect(redis.url)
  })
  afterAll(() => connected?.close())
  const prefix = `test:${name.replace(/\W/g, '')}:`

  it('issues alphanumeric nonces, each a key that Redis expires after ttlMs', async () => {
    const store = createRedisNonceStore({ client: connected.client, ttlMs: 60_000, keyPrefix: prefix })
    const nonces = await Promise.all(Array.from({ length: 50 }, () => store.issue()))
    expect(new Set(nonces).size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    const ttl = Number(await connected.raw(['PTTL', prefix + nonces[0]]))
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('accepts an issued nonce once; refuses one it never issued, an empty and an over-long one', async () => {
    const store = createRedisNonceStore({ client: connected.client, ttlMs: 60_000, keyPrefix: prefix })
    const nonce = await store.issue()
    expect(await store.consume(nonce)).toBe(true)
    expect(await store.consume(nonce)).toBe(false)
    expect(Number(await connected.raw(['EXISTS', prefix + nonce]))).toBe(0)
    expect(await store.consume('neverIssued12345')).toBe(false)
    expect(await store.consume('')).toBe(false)
    expect(await store.consume('a'.repeat(129))).toBe(false)
  })

  it('gives one of 200 concurrent consumes of a nonce, through two connections, the yes', async () => {
    const other = await connect(redis.url)
    try {
      const stores = [connected, other].map(({ client }) => createRedisNonceStore({ client, ttlMs: 60_000, keyPrefix: prefix }))
      const nonce = await stores[0]!.issue()
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2]!.consume(nonce)))
      expect(answers.filter(Boolean)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('refuses a nonce once Redis has expired it', async () => {
    const store = createRedisNonceStore({ client: connected.client, ttlMs: 50, keyPrefix: prefix })
    const nonce = await store.issue()
    // Waits on what Redis shows: the key gone (its expiry ran), not on a fixed sleep.
    const deadline = Date.now() + 5000
    while (Number(await connected.raw(['EXISTS', prefix + nonce])) === 1) {
      if (Date.now() > deadline) throw new Error(`Redis still holds ${prefix + nonce} 5 s after its 50 ms expiry`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(await store.consume(nonce)).toBe(false)
  })

  it('keeps stores with different key prefixes apart', async () => {
    const a = createRedisNonceStore({ client: connected.client, ttlMs: 60_000, keyPrefix: `${prefix}a:` })
    const b = createRedisNonceStore({ client: connected.client, ttlMs: 60_000, keyPrefix: `${prefix}b:` })
    const nonce = await a.issue()
    expect(await b.consume(nonce)).toBe(false)
    expect(await a.consume(nonce)).toBe(true)
  })
})

describe('createRedisNonceStore when Redis cannot answer', () => {
  it.each(REDIS_CLIENTS)('refuses issue and consume with a NonceStoreError within timeoutMs when the server is gone (%s)', async (_, connect) => {
    const gone = await startRedis()
    const connected = await connect(gone.url)
    try {
      const store = createRedisNonceStore({ client: connected.client, ttlMs: 60_000, timeoutMs: 500 })
      const nonce = await store.issue()
      await gone.stop()
      const started = Date.now()
      const [issued, consumed] = await Promise.all([refusal(store.issue()), refusal(store.consume(nonce))])
      expect(Date.now() - started).toBeLessThan(3000)
      // A client that queues commands while disconnected is cut off by the timeout; one that fails fast says why.
      expect(issued.message).toMatch(/^Redis (did not answer SET within 500 ms|SET failed: .+)$/)
      expect(consumed.message).toMatch(/^Redis (did not answer GETDEL within 500 ms|GETDEL failed: .+)$/)
    } finally {
      await connected.close()
      await gone.stop()
    }
  })

  it('says GETDEL needs Redis 6.2 when the server does not know it', async () => {
    const old = await startRedis({ args: ['--rename-command', 'GETDEL', ''] })
    const connected = await REDIS_CLIENTS[0]![1](old.url)
    try {
      const store = createRedisNonceStore({ client: connected.client, ttlMs: 60_000 })
      const error = await refusal(store.consume(await store.issue()))
      expect(error.message).toMatch(/^Redis GETDEL failed: ERR unknown command 'GETDEL'.* \(GETDEL needs Redis 6\.2 or later\)$/)
    } finally {
      await connected.close()
      await old.stop()
    }
  })
})

describe('createRedisNonceStore options', () => {
  const client = { sendCommand: async () => null }
  it.each([0, -1, 1.5, Number.NaN])('refuses ttlMs %s', (ttlMs) => {
    expect(() => createRedisNonceStore({ client, ttlMs })).toThrow(`createRedisNonceStore: ttlMs must be a positive whole number of milliseconds, got ${ttlMs}`)
  })

  it('refuses a timeoutMs that is not positive', () => {
    expect(() => createRedisNonceStore({ client, ttlMs: 1000, timeoutMs: 0 })).toThrow('createRedisNonceStore: timeoutMs must be a positive number of milliseconds, got 0')
  })

  it('refuses a client with neither sendCommand nor call', () => {
    expect(() => createRedisNonceStore({ client: {} as RedisNonceStoreClient, ttlMs: 1000 })).toThrow(
      'createRedisNonceStore: client must be a node-redis client (with sendCommand) or an ioredis client (with call)',
    )
    expect(() => createRedisNonceStore({ client: null as unknown as RedisNonceStoreClient, ttlMs: 1000 })).toThrow('createRedisNonceStore: client must be a node-redis or ioredis client, got null')
  })
})
