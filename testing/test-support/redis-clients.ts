// The common Redis clients, each connected to a test's redis-server: node-redis 4, 5 and 6
// (createClient) and ioredis 5 and 6. Passing each real client where the store's structural client
// type is expected is also the type check that they fit it.
import { Redis as IoRedis6 } from 'ioredis'
import { Redis as IoRedis5 } from 'ioredis-v5'
import { createClient as createClient6 } from 'redis'
import { createClient as createClient4 } from 'redis-v4'
import { createClient as createClient5 } from 'redis-v5'
import type { IoRedisCommandClient, NodeRedisCommandClient, RedisNonceStoreClient } from '../../server/redis-nonce-store.ts'

export type ConnectedRedisClient = {
  /** The client itself, as an application would hand it to createRedisNonceStore. */
  client: RedisNonceStoreClient
  /** Any command, for a test to look at what the store wrote. */
  raw(args: string[]): Promise<unknown>
  close(): Promise<unknown>
}

type NodeRedisClient = NodeRedisCommandClient & { on(event: 'error', listener: (error: unknown) => void): unknown; connect(): Promise<unknown>; disconnect(): Promise<unknown> }
type IoRedisClient = IoRedisCommandClient & { on(event: 'error', listener: (error: unknown) => void): unknown; once(event: 'ready', listener: () => void): unknown; status: string; disconnect(): void }

export type RedisClientOptions = {
  /** Commands fail at once while the connection is down (node-redis disableOfflineQueue, ioredis enableOfflineQueue: false) instead of waiting in the client's queue: the README's advice. */
  failFast?: boolean
}

async function nodeRedis(client: NodeRedisClient): Promise<ConnectedRedisClient> {
  // node-redis emits 'error' on every failed reconnect: without a listener that would end the process.
  client.on('error', () => {})
  await client.connect()
  return { client, raw: (args) => client.sendCommand(args), close: () => client.disconnect() }
}

async function ioRedis(client: IoRedisClient): Promise<ConnectedRedisClient> {
  client.on('error', () => {})
  // Without its offline queue, ioredis refuses commands until the first connection is ready.
  if (client.status !== 'ready') await new Promise<void>((resolve) => client.once('ready', resolve))
  return { client, raw: ([name, ...args]) => client.call(name!, ...args), close: async () => client.disconnect() }
}

type Connect = (url: string, options?: RedisClientOptions) => Promise<ConnectedRedisClient>

export const REDIS_CLIENTS: readonly (readonly [name: string, connect: Connect])[] = [
  ['node-redis 4', (url, { failFast } = {}) => nodeRedis(createClient4({ url, disableOfflineQueue: failFast }))],
  ['node-redis 5', (url, { failFast } = {}) => nodeRedis(createClient5({ url, disableOfflineQueue: failFast }))],
  ['node-redis 6', (url, { failFast } = {}) => nodeRedis(createClient6({ url, disableOfflineQueue: failFast }))],
  ['ioredis 5', (url, { failFast } = {}) => ioRedis(new IoRedis5(url, { enableOfflineQueue: !failFast }))],
  ['ioredis 6', (url, { failFast } = {}) => ioRedis(new IoRedis6(url, { enableOfflineQueue: !failFast }))],
]
