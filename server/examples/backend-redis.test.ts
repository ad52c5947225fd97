// The README's backend example behind two instances sharing one real Redis (Debian's redis-server,
// started here): instance A talks to it through node-redis, B through ioredis, as two processes of
// one app would. viem local accounts sign in against a real anvil. A nonce is good once across both
// instances, under 1,000 concurrent sign-ins and across a Redis restart.
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../../kernel/siwx/message.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { REDIS_CLIENTS, type ConnectedRedisClient } from '../../testing/test-support/redis-clients.ts'
import { startRedis, type RedisInstance } from '../../testing/redis.ts'
import { createRedisNonceStore } from '../redis-nonce-store.ts'
import { createBackend } from './backend.ts'

type Handle = (request: Request) => Promise<Response>
type Answer = { status: number; body: { address?: string; code?: string; message?: string; nonce?: string } }

const DOMAIN = 'app.example'
const connectWith = (name: string) => REDIS_CLIENTS.find(([client]) => client === name)![1]

let anvil: AnvilInstance
let redis: RedisInstance
const clients: ConnectedRedisClient[] = []
/** [A, B]: two instances of one app, each with its own Redis connection. */
let instances: [Handle, Handle]
const keyPrefix = 'app:siwx-nonce:'

beforeAll(async () => {
  ;[anvil, redis] = await Promise.all([startAnvil({ chainId: 1337 }), startRedis()])
  // Clients that fail at once while disconnected (the README's advice), rather than queue the command.
  clients.push(await connectWith('node-redis 6')(redis.url, { failFast: true }), await connectWith('ioredis 6')(redis.url, { failFast: true }))
  instances = clients.map(({ client }) =>
    createBackend({
      domain: DOMAIN,
      sessionSecret: 'a-secret-of-at-least-32-bytes-long!',
      rpc: { 'eip155:1337': anvil.rpcUrl },
      // timeoutMs is only a net for a connection that hangs: these clients fail fast when Redis is down,
      // and 2,000 verifications at once on a loaded 2-core machine may keep a reply waiting for seconds.
      nonces: createRedisNonceStore({ client, ttlMs: 5 * 60_000, keyPrefix, timeoutMs: 15_000 }),
    }),
  ) as [Handle, Handle]
}, 60_000)
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await Promise.all([anvil?.stop(), redis?.stop()])
})

const url = (path: string) => `https://${DOMAIN}${path}`
async function answer(response: Promise<Response>): Promise<Answer> {
  const settled = await response
  return { status: settled.status, body: (await settled.json()) as Answer['body'] }
}
const requestNonce = (handle: Handle) => answer(handle(new Request(url('/siwx/nonce'))))
async function nonceFrom(handle: Handle): Promise<string> {
  const { status, body } = await requestNonce(handle)
  expect(status).toBe(200)
  return body.nonce!
}
async function signed(account: PrivateKeyAccount, nonce: string) {
  const message = formatSiwxMessage({ domain: DOMAIN, accountAddress: account.address, uri: `https://${DOMAIN}/`, version: '1', chainId: 'eip155:1337', nonce, issuedAt: new Date(Date.now() - 1000).toISOString() })
  return { nonce, message, signature: await account.signMessage({ message }) }
}
const verify = (handle: Handle, { message, signature }: { message: string; signature: string }) =>
  answer(handle(new Request(url('/siwx/verify'), { method: 'POST', body: JSON.stringify({ message, signature }), headers: { 'content-type': 'application/json' } })))
const nonceKeys = async () => (await clients[0]!.raw(['KEYS', `${keyPrefix}*`])) as string[]

const NONCE_MISMATCH = { status: 401, code: 'NONCE_MISMATCH' }
const summary = ({ status, body }: Answer) => ({ status, code: body.code })

describe('the backend example behind two instances sharing one Redis', () => {
  it('accepts a nonce issued by one instance once across both; the session cookie of one is good on the other', async () => {
    const [a, b] = instances
    const account = privateKeyToAccount(generatePrivateKey())
    const input = await signed(account, await nonceFrom(a))
    const verified = await b(new Request(url('/siwx/verify'), { method: 'POST', body: JSON.stringify(input) }))
    expect(verified.status).toBe(200)
    expect((await verified.json()) as unknown).toEqual({ address: account.address, chainId: 'eip155:1337' })
    expect(summary(await verify(a, input))).toEqual(NONCE_MISMATCH)
    expect(summary(await verify(b, input))).toEqual(NONCE_MISMATCH)
    const session = verified.headers.get('set-cookie')!.split(';')[0]!
    expect(await answer(a(new Request(url('/protected'), { headers: { cookie: session } })))).toEqual({ status: 200, body: { hello: account.address } })
  })

  it('1,000 concurrent sign-ins spread over both: each succeeds once; every replay, on either instance, is refused', async () => {
    const accounts = Array.from({ length: 25 }, () => privateKeyToAccount(generatePrivateKey()))
    // Issued by A and B in turn, verified by the one that did not issue it (the load balancer's pick).
    const nonces = await Promise.all(Array.from({ length: 1000 }, (_, i) => nonceFrom(instances[i % 2]!)))
    expect(new Set(nonces).size).toBe(1000)
    const inputs = await Promise.all(nonces.map((nonce, i) => signed(accounts[i % accounts.length]!, nonce)))
    const signIns = await Promise.all(inputs.map((input, i) => verify(instances[(i + 1) % 2]!, input)))
    signIns.forEach((result, i) => expect(result, `sign-in ${i} (nonce ${inputs[i]!.nonce})`).toEqual({ status: 200, body: { address: accounts[i % accounts.length]!.address, chainId: 'eip155:1337' } }))
    expect(await nonceKeys()).toEqual([]) // every nonce taken, none left behind

    // Each sign-in sent again to both instances at once: 2,000 replays, all refused.
    const replays = await Promise.all(inputs.flatMap((input) => instances.map((handle) => verify(handle, input))))
    expect(replays.map(summary).filter((s) => s.status !== 401 || s.code !== 'NONCE_MISMATCH')).toEqual([])
  }, 60_000)

  it('gives a sign-in sent to both instances at the same moment to exactly one (200 such races)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const inputs = await Promise.all(Array.from({ length: 200 }, async (_, i) => signed(account, await nonceFrom(instances[i % 2]!))))
    const raced = await Promise.all(inputs.map((input) => Promise.all(instances.map((handle) => verify(handle, input)))))
    raced.forEach((pair, i) => {
      const outcome = pair.map(summary)
      expect(outcome.filter(({ status }) => status === 200), `race ${i}: ${JSON.stringify(pair)}`).toHaveLength(1)
      expect(outcome.find(({ status }) => status !== 200), `race ${i}: ${JSON.stringify(pair)}`).toEqual(NONCE_MISMATCH)
    })
  }, 60_000)

  it('refuses sign-ins with a clear error while Redis is down, and never accepts a nonce twice across its restart', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const inputs = await Promise.all(Array.from({ length: 300 }, async (_, i) => signed(account, await nonceFrom(instances[i % 2]!))))
    const accepted = new Map<string, number>()
    const count = (input: { nonce: string }, { status }: Answer) => status === 200 && accepted.set(input.nonce, (accepted.get(input.nonce) ?? 0) + 1)

    // The first half signs in; the second half is in flight when Redis stops.
    const first = await Promise.all(inputs.slice(0, 150).map((input, i) => verify(instances[i % 2]!, input)))
    first.forEach((result, i) => count(inputs[i]!, result))
    expect(first.map(summary).filter((s) => s.status !== 200)).toEqual([])
    const inFlight = Promise.all(inputs.slice(150).map((input, i) => verify(instances[i % 2]!, input)))
    await redis.stop()
    const cut = await inFlight
    cut.forEach((result, i) => count(inputs[150 + i]!, result))
    // Each one in flight was accepted, refused as gone, or refused because the store could not answer.
    for (const result of cut) expect([200, 401, 503]).toContain(result.status)
    for (const result of cut.filter(({ status }) => status === 503)) expect(result.body.code).toBe('NONCE_STORE_UNAVAILABLE')

    // While Redis is down: no nonce, no sign-in, and the answers say why.
    for (const handle of instances) {
      const nonce = await requestNonce(handle)
      expect(nonce.status).toBe(503)
      expect(nonce.body.code).toBe('NONCE_STORE_UNAVAILABLE')
      expect(nonce.body.message).toMatch(/^Redis SET failed: .+$/)
      const refused = await verify(handle, inputs[299]!)
      expect(refused.status).toBe(503)
      expect(refused.body.code).toBe('NONCE_STORE_UNAVAILABLE')
      expect(refused.body.message).toMatch(new RegExp(`^Nonce store unavailable: the nonce "${inputs[299]!.nonce}" could not be checked \\(Redis GETDEL failed: .+\\); try again later$`))
    }

    // Redis comes back on the same port, empty (no persistence): both instances' clients reconnect.
    redis = await startRedis({ port: redis.port })
    const deadline = Date.now() + 20_000
    for (const handle of instances) {
      while ((await requestNonce(handle)).status !== 200) {
        if (Date.now() > deadline) throw new Error(`an instance could not issue a nonce 20 s after Redis restarted on port ${redis.port}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    // Every nonce from before the restart is refused on both instances, used or not: none is accepted twice.
    const after = await Promise.all(inputs.flatMap((input) => instances.map(async (handle) => [input, await verify(handle, input)] as const)))
    after.forEach(([input, result]) => count(input, result))
    expect(after.map(([, result]) => summary(result)).filter((s) => s.status !== 401 || s.code !== 'NONCE_MISMATCH')).toEqual([])
    expect([...accepted.values()].filter((times) => times > 1)).toEqual([])
    expect(accepted.size).toBeGreaterThanOrEqual(150)

    // A new sign-in works once after the restart.
    const fresh = await signed(account, await nonceFrom(instances[0]))
    expect((await verify(instances[1], fresh)).status).toBe(200)
    expect(summary(await verify(instances[0], fresh))).toEqual(NONCE_MISMATCH)
  }, 60_000)
})
