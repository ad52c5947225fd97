// The relay over raw WebSockets: the upgrade check, the JSON-RPC methods, the mailbox, pings.
import { once } from 'node:events'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { subscriptionId } from './hub.ts'
import { startRelay } from './index.ts'
import { client, relay } from './test-support/raw-client.ts'

/** The HTTP status and body a refused upgrade gets. */
async function refusedUpgrade(url: string): Promise<{ status: number; body: string }> {
  const ws = new WebSocket(url)
  ws.on('error', () => {}) // terminate() below reports the aborted handshake as an error
  const [, response] = (await once(ws, 'unexpected-response')) as [unknown, import('node:http').IncomingMessage]
  let body = ''
  for await (const chunk of response) body += chunk
  ws.terminate()
  return { status: response.statusCode!, body }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('startRelay: the upgrade', () => {
  it('accepts a valid JWT for its URL (with or without a trailing slash, or a loopback alias)', async () => {
    const { url, port } = await relay()
    expect(url).toBe(`ws://127.0.0.1:${port}`)
    await client(url)
    await client(url, { aud: `${url}/` })
    await client(url, { aud: `ws://localhost:${port}` })
  })

  it('refuses a missing, forged, foreign or expired JWT with 401 and the reason', async () => {
    const { url } = await relay()
    expect(await refusedUpgrade(`${url}/?projectId=x`)).toEqual({ status: 401, body: 'Unauthorized: missing auth JWT (query parameter "auth")\n' })
    const keyPair = generateKeyPair()
    const [header, payload] = (await signJWT('sub', url, 60, keyPair)).split('.')
    const [, , foreignSignature] = (await signJWT('sub', url, 60, generateKeyPair())).split('.')
    expect((await refusedUpgrade(`${url}/?auth=${header}.${payload}.${foreignSignature}`)).body).toBe(
      'Unauthorized: auth JWT signature does not verify against the iss key\n',
    )
    const hosted = await signJWT('sub', 'wss://relay.walletconnect.org', 60, keyPair)
    expect(await refusedUpgrade(`${url}/?auth=${hosted}`)).toEqual({
      status: 401,
      body: `Unauthorized: auth JWT aud "wss://relay.walletconnect.org" is not this relay (${url})\n`,
    })
    const expired = await signJWT('sub', url, 60, keyPair, Math.floor(Date.now() / 1000) - 61)
    expect((await refusedUpgrade(`${url}/?auth=${expired}`)).body).toMatch(/^Unauthorized: auth JWT expired at /)
  })

  it('checks aud against publicUrl when one is given', async () => {
    const { url } = await relay({ publicUrl: 'wss://relay.sandbox.test' })
    await client(url, { aud: 'wss://relay.sandbox.test/' })
    const token = await signJWT('sub', 'wss://elsewhere.test', 60, generateKeyPair())
    expect((await refusedUpgrade(`${url}/?auth=${token}`)).status).toBe(401)
  })

  it('answers plain HTTP with 426', async () => {
    const { url } = await relay()
    const response = await fetch(url.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
    expect(await response.text()).toMatch(/WebSocket only/)
  })

  it('names a taken port', async () => {
    const { port } = await relay()
    await expect(startRelay({ port })).rejects.toThrow(`port ${port} is already in use (the sandbox relay)`)
  })
})

describe('startRelay: JSON-RPC', () => {
  it('subscribe → the id the clients compute; publish → pushed to other subscribers, never echoed', async () => {
    const { url, stats } = await relay()
    const [a, b, c] = [await client(url), await client(url), await client(url)]
    for (const socket of [a, b, c]) {
      const { result } = await socket.call('irn_subscribe', { topic: 'topic-1' })
      expect(result).toBe(subscriptionId('topic-1', socket.clientId))
      expect(result).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(await a.call('irn_publish', { topic: 'topic-1', message: 'hello', ttl: 300, tag: 1108, prompt: false })).toMatchObject({ result: true })
    for (const socket of [b, c]) {
      const push = await socket.nextPush()
      expect(push).toMatchObject({
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId('topic-1', socket.clientId), data: { topic: 'topic-1', message: 'hello', tag: 1108 } },
      })
      expect(Math.abs(push.params.data.publishedAt - Date.now())).toBeLessThan(5_000)
      socket.ws.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true })) // the ack
    }
    await settle()
    expect(a.pushes()).toEqual([])
    expect(stats()).toMatchObject({ connections: 3, subscriptions: 3, published: 1, delivered: 2, messages: 1, topics: 1 })
  })

  it('delivers stored messages on subscribe, once per socket, until the TTL passes; again to a new socket', async () => {
    const time = { now: Date.now() }
    const { url } = await relay({ now: () => time.now })
    const publisher = await client(url)
    await publisher.call('irn_publish', { topic: 'mailbox', message: 'm1', ttl: 60, tag: 1 })
    await publisher.call('irn_publish', { topic: 'mailbox', message: 'm2', ttl: 10, tag: 2 })

    const keyPair = generateKeyPair()
    const late = await client(url, { keyPair })
    await late.call('irn_subscribe', { topic: 'mailbox' })
    expect((await late.nextPush()).params.data.message).toBe('m1')
    expect((await late.nextPush()).params.data.message).toBe('m2')
    await late.call('irn_subscribe', { topic: 'mailbox' }) // again: nothing new
    await late.call('irn_batchSubscribe', { topics: ['mailbox', 'other'] })
    await settle()
    expect(late.pushes()).toEqual([])

    // The same client reconnects (a new socket) after m2 expired: m1 is still waiting.
    late.ws.terminate()
    time.now += 10_000
    const again = await client(url, { keyPair })
    expect((await again.call('irn_batchSubscribe', { topics: ['mailbox'] })).result).toEqual([subscriptionId('mailbox', again.clientId)])
    expect((await again.nextPush()).params.data).toMatchObject({ message: 'm1', tag: 1 })
    await settle()
    expect(again.pushes()).toEqual([])

    // The publisher itself never gets its own messages, even on a new socket.
    const publisherAgain = await client(url, { keyPair: publisher.keyPair })
    await publisherAgain.call('irn_subscribe', { topic: 'mailbox' })
    await settle()
    expect(publisherAgain.pushes()).toEqual([])

    time.now += 50_000
    const last = await client(url)
    await last.call('irn_subscribe', { topic: 'mailbox' })
    await settle()
    expect(last.pushes()).toEqual([])
  })

  it('unsubscribe stops pushes; batchFetchMessages returns what the socket has not had', async () => {
    const { url } = await relay()
    const [a, b] = [await client(url), await client(url)]
    await b.call('irn_subscribe', { topic: 't' })
    expect(await b.call('irn_unsubscribe', { topic: 't', id: subscriptionId('t', b.clientId) })).toMatchObject({ result: true })
    await a.call('irn_publish', { topic: 't', message: 'x', ttl: 60, tag: 0 })
    await settle()
    expect(b.pushes()).toEqual([])
    const fetched = await b.call('irn_batchFetchMessages', { topics: ['t', 'empty'] })
    expect(fetched.result).toMatchObject({ messages: [{ topic: 't', message: 'x', tag: 0 }], hasMore: false })
    expect((await b.call('irn_batchFetchMessages', { topics: ['t'] })).result).toEqual({ messages: [], hasMore: false })
  })

  it('wc_proposeSession and wc_approveSession publish with tags 1100, 1101, 1102 and subscribe the sender', async () => {
    const { url } = await relay()
    const [dapp, wallet] = [await client(url), await client(url)]
    expect(await dapp.call('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal', ttl: 300 })).toMatchObject({ result: true })
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    expect((await wallet.nextPush()).params.data).toMatchObject({ topic: 'pairing', message: 'proposal', tag: 1100 })

    const approve = { sessionTopic: 'session', pairingTopic: 'pairing', sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 }
    expect(await wallet.call('wc_approveSession', approve)).toMatchObject({ result: true })
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 'pairing', message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: 'session' }) // the settle request was stored before the dApp subscribed
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 'session', message: 'settle', tag: 1102 })
    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.call('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.nextPush()).params.data).toMatchObject({ topic: 'session', message: 'request' })
  })

  it('answers unknown methods with -32601, malformed params with -32602 naming the field, and echoes big ids exactly', async () => {
    const { url } = await relay()
    const a = await client(url)
    expect((await a.call('irn_nope', {})).error).toEqual({ code: -32601, message: 'Method not found: irn_nope' })
    expect((await a.call('irn_subscribe', { topic: 42 })).error).toEqual({ code: -32602, message: 'Invalid params: "topic" must be a non-empty string' })
    expect((await a.call('irn_publish', { topic: 't', message: 'm', ttl: -1 })).error).toEqual({
      code: -32602,
      message: 'Invalid params: "ttl" must be a positive number of seconds',
    })
    expect((await a.call('irn_batchSubscribe', { topics: 't' })).error?.message).toBe('Invalid params: "topics" must be an array of non-empty strings')
    expect((await a.call('wc_approveSession', { sessionTopic: 's', pairingTopic: 'p', ttl: 1 })).error?.message).toBe(
      'Invalid params: "sessionProposalResponse" must be a non-empty string',
    )
    expect((await a.call('irn_subscribe', undefined)).error).toEqual({ code: -32602, message: 'Invalid params: "params" must be an object' })

    const raw: string[] = []
    a.ws.on('message', (data) => raw.push(data.toString()))
    a.ws.send('{"id":1752000000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"big"}}')
    a.ws.send('not json')
    await settle()
    expect(raw[0]).toMatch(/^\{"id":1752000000000000000123,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
    expect(JSON.parse(raw[1])).toEqual({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the frame is not JSON' } })
  })
})

describe('startRelay: liveness and limits', () => {
  it('pings every pingIntervalMs and drops a socket that does not pong', async () => {
    const { url, stats } = await relay({ pingIntervalMs: 100 })
    const healthy = await client(url)
    const silent = await client(url, { autoPong: false })
    let pings = 0
    healthy.ws.on('ping', () => pings++)
    await once(silent.ws, 'close')
    expect(pings).toBeGreaterThanOrEqual(1)
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN)
    await settle()
    expect(stats()).toMatchObject({ connections: 1, timedOut: 1 })
  })

  it('bounds the mailbox by messages per topic and total bytes', async () => {
    const { url, stats } = await relay({ limits: { maxMessagesPerTopic: 2, maxTotalBytes: 35 } })
    const a = await client(url)
    for (const message of ['one', 'two', 'three']) await a.call('irn_publish', { topic: 't', message, ttl: 60, tag: 0 })
    expect(stats()).toMatchObject({ messages: 2, evicted: 1 })
    await a.call('irn_publish', { topic: 'u', message: 'x'.repeat(30), ttl: 60, tag: 0 })
    expect(stats()).toMatchObject({ messages: 1, bytes: 31, evicted: 3 })
    const b = await client(url)
    await b.call('irn_batchSubscribe', { topics: ['t', 'u'] })
    expect((await b.nextPush()).params.data.topic).toBe('u')
  })

  it('stop() closes every socket and frees the port', async () => {
    const started = await startRelay()
    const a = await client(started.url)
    await started.stop()
    await once(a.ws, 'close')
    const again = await relay({ port: started.port })
    await client(again.url)
  })
})

describe('sandbox/relay/index.ts', () => {
  it('exports exactly this', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "RelayAuthError",
        "defaultMailboxLimits",
        "normalizeRelayUrl",
        "startRelay",
        "verifyRelayAuth",
      ]
    `)
  })
})
