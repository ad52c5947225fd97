// The relay's frame trace: one line per frame in and out, in the order the frames were handled.
import { once } from 'node:events'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRelay, type Relay, type StartRelayOptions } from './index.ts'
import { messageHash, traceTargetFromEnv } from './trace.ts'

const relays: Relay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  sockets.splice(0).forEach((ws) => ws.terminate())
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

async function relay(options: StartRelayOptions): Promise<Relay> {
  const started = await startRelay(options)
  relays.push(started)
  return started
}

async function client(url: string) {
  const keyPair = generateKeyPair()
  const ws = new WebSocket(`${url}/?auth=${await signJWT('sub', url, 86_400, keyPair)}&projectId=test-project`)
  sockets.push(ws)
  const inbox: any[] = []
  ws.on('message', (data) => inbox.push(JSON.parse(data.toString())))
  await once(ws, 'open')
  return {
    ws,
    did: encodeIss(keyPair.publicKey),
    /** Sends a frame and waits for the relay's answer to it (a bare response, as the clients send big ids). */
    async send(frame: string, id: number | bigint) {
      ws.send(frame)
      const deadline = Date.now() + 2_000
      while (!inbox.some((message) => !message.method && String(message.id) === String(Number(id)))) {
        if (Date.now() > deadline) throw new Error('no answer')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    inbox,
  }
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 2_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the relay trace', () => {
  it('writes a line per frame: the publish with where it went, then the pushes and the reply it caused', async () => {
    const lines: string[] = []
    const started = await relay({ trace: (line) => lines.push(line) })
    const dapp = await client(started.url)
    const wallet = await client(started.url)
    const topic = 'a1b2c3d4e5f6'.repeat(5)
    await wallet.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }), 1)
    // An id beyond 2^53, written as the clients write it: the trace keeps its digits.
    const bigId = 1795335821478103808n
    await dapp.send(`{"id":${bigId},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"hello","ttl":300,"tag":1108}}`, bigId)
    await until(() => wallet.inbox.some((message) => message.method === 'irn_subscription'))
    const push = wallet.inbox.find((message) => message.method === 'irn_subscription')
    wallet.ws.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    await until(() => lines.some((line) => line.includes('ack')))

    const msg = messageHash('hello').slice(0, 8)
    const body = lines.map((line) => line.replace(/^\d\d:\d\d:\d\d\.\d{3} /, ''))
    const d = `…${dapp.did.slice(-6)}`
    const w = `…${wallet.did.slice(-6)}`
    expect(body).toEqual([
      `relay listening on ${started.url}`,
      `s1 ${d} open`,
      `s2 ${w} open`,
      `s2 ${w} → irn_subscribe id=1 topic=a1b2c3d4`,
      expect.stringMatching(new RegExp(`^s2 ${w} ← result id=1 "[0-9a-f]{38}`)),
      `s1 ${d} → irn_publish id=${bigId} topic=a1b2c3d4 tag=1108 msg=${msg} (tag 1108, topic a1b2c3d4) → 1 socket(s)`,
      `s2 ${w} ← push id=${push.id} msg=${msg} topic=a1b2c3d4 tag=1108`,
      `s1 ${d} ← result id=${bigId} true`,
      `s2 ${w} → ack id=${push.id}`,
    ])
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} relay/)
  })

  it('names both messages of wc_approveSession, the restart, and closed sockets', async () => {
    const lines: string[] = []
    const started = await relay({ trace: (line) => lines.push(line) })
    const dapp = await client(started.url)
    const wallet = await client(started.url)
    const pairing = 'ab'.repeat(32)
    const session = 'cd'.repeat(32)
    await dapp.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: pairing } }), 1)
    const params = { pairingTopic: pairing, sessionTopic: session, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 }
    await wallet.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'wc_approveSession', params }), 2)
    expect(lines.find((line) => line.includes('wc_approveSession'))).toContain(
      `session=cdcdcdcd pairing=abababab msg=${messageHash('response').slice(0, 8)} (tag 1101, topic abababab) → 1 socket(s) msg=${messageHash('settle').slice(0, 8)} (tag 1102, topic cdcdcdcd) → 0 socket(s)`,
    )

    await started.restart(0)
    await until(() => lines.filter((line) => / close 1006 /.test(line)).length === 2)
    expect(lines.some((line) => line.endsWith('relay restart: closing 2 socket(s), port ' + started.port + ' closed for 0 ms'))).toBe(true)
    expect(lines.some((line) => line.endsWith(`relay up again on port ${started.port}`))).toBe(true)
    expect(lines.find((line) => / s1 .* close /.test(line))).toMatch(/close 1006 \(had 1 subscriptions\)$/)
  })

  it('appends to a file when given a path, and reads PORTICO_RELAY_TRACE', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'relay-trace-')), 'trace.log')
    const started = await relay({ trace: file })
    await client(started.url)
    await until(() => readFileSync(file, 'utf8').includes(' open'))
    expect(readFileSync(file, 'utf8').split('\n')[0]).toMatch(/ relay listening on ws:\/\/127\.0\.0\.1:\d+$/)

    expect(traceTargetFromEnv({})).toBeUndefined()
    expect(traceTargetFromEnv({ PORTICO_RELAY_TRACE: '0' })).toBeUndefined()
    expect(traceTargetFromEnv({ PORTICO_RELAY_TRACE: '1' })).toBe(true)
    expect(traceTargetFromEnv({ PORTICO_RELAY_TRACE: '/tmp/relay.log' })).toBe('/tmp/relay.log')
  })
})
