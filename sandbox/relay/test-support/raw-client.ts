// Test support for the relay's own tests: relays started per test and raw WebSocket clients
// (one JSON-RPC call at a time, pushes collected), all closed after each test.
import { once } from 'node:events'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach } from 'vitest'
import WebSocket from 'ws'
import { startRelay, type Relay, type StartRelayOptions } from '../index.ts'

export type Message = { id?: number | string; method?: string; params?: any; result?: any; error?: { code: number; message: string } }

const relays: Relay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  sockets.splice(0).forEach((ws) => ws.terminate())
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

export async function relay(options: StartRelayOptions = {}): Promise<Relay> {
  const started = await startRelay(options)
  relays.push(started)
  return started
}

export async function client(url: string, { keyPair = generateKeyPair(), aud = url, autoPong = true } = {}) {
  const token = await signJWT('sub', aud, 86_400, keyPair) // a day, like the clients' own
  const ws = new WebSocket(`${url}/?auth=${token}&projectId=test-project&ua=test&useOnCloseEvent=true`, { autoPong })
  sockets.push(ws)
  const inbox: Message[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()))
    waiters.splice(0).forEach((wake) => wake())
  })
  await once(ws, 'open')
  let nextId = 1
  const waitFor = async (match: (message: Message) => boolean, timeoutMs = 2_000): Promise<Message> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = inbox.findIndex(match)
      if (index >= 0) return inbox.splice(index, 1)[0]
      if (Date.now() > deadline) throw new Error('no matching message')
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  return {
    ws,
    keyPair,
    clientId: encodeIss(keyPair.publicKey),
    inbox,
    async call(method: string, params: unknown): Promise<Message> {
      const id = nextId++
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((message) => message.id === id && !message.method)
    },
    nextPush: () => waitFor((message) => message.method === 'irn_subscription'),
    pushes: () => inbox.filter((message) => message.method === 'irn_subscription'),
  }
}
