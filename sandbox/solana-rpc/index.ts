// The sandbox's Solana cluster: a JSON-RPC server (HTTP POST and WebSocket on one port) in front of
// LiteSVM, serving what @solana/web3.js 1.x's Connection uses. Funded dev accounts at start
// (testing/solana-accounts.ts), a fixed genesis hash (testing/solana-chains.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1, SOLANA_DEV_BALANCE_LAMPORTS } from '../../testing/solana-accounts.ts'
import { PortInUseError } from '../../testing/port.ts'
import { errorResponse, handleBody, INVALID_REQUEST, RpcError, type RpcResponse } from './json-rpc.ts'
import { createLedger } from './ledger.ts'
import { solanaMethods } from './methods.ts'
import { signatureSubscriptions } from './signature-subscriptions.ts'

export { SOLANA_CORE_VERSION } from './methods.ts'

export type StartSolanaRpcOptions = {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Accounts funded at start, base58 addresses with lamports; default the two sandbox dev accounts with 1,000 SOL each. */
  fundedAccounts?: readonly { address: string; lamports: bigint }[]
}

export type SolanaRpc = {
  /** http://host:port: the Connection's endpoint. */
  url: string
  /** ws://host:port: the Connection's `wsEndpoint` (same port). */
  wsUrl: string
  genesisHash: string
  port: number
  stop(): Promise<void>
}

/** 1 MB is far above any Solana transaction (1232 bytes): a bigger body is a mistake. */
const MAX_BODY_BYTES = 1_000_000

export const DEFAULT_FUNDED_ACCOUNTS = [SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1].map((a) => ({ address: a.address, lamports: SOLANA_DEV_BALANCE_LAMPORTS }))

export async function startSolanaRpc(options: StartSolanaRpcOptions = {}): Promise<SolanaRpc> {
  const host = options.host ?? '127.0.0.1'
  const ledger = createLedger({ genesisHash: SANDBOX_SOLANA_GENESIS_HASH })
  for (const { address, lamports } of options.fundedAccounts ?? DEFAULT_FUNDED_ACCOUNTS) ledger.airdrop(address, lamports)
  const methods = solanaMethods(ledger)

  const reply = (response: ServerResponse, status: number, body?: RpcResponse | RpcResponse[]) =>
    body === undefined ? response.writeHead(status).end() : response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // Browsers call it from the playground's origin.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return reply(response, 204)
    if (request.method !== 'POST') return reply(response, 405, errorResponse(null, new RpcError(INVALID_REQUEST, `Invalid request: use POST (got ${request.method})`)))
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reply(response, 413, errorResponse(null, new RpcError(INVALID_REQUEST, `Invalid request: the body exceeds ${MAX_BODY_BYTES} bytes`)))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      if (response.headersSent) return
      void handleBody(Buffer.concat(chunks).toString('utf8'), methods).then((body) => reply(response, 200, body))
    })
  })

  let subscriptionIds = 0
  const wss = new WebSocketServer({ server })
  // It re-emits the server's errors (a taken port), which the listen below reports.
  wss.on('error', () => {})
  wss.on('connection', (socket) => {
    const notify = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message))
    const subscriptions = signatureSubscriptions(ledger, notify, () => ++subscriptionIds)
    socket.on('message', (data) => {
      void handleBody(String(data), subscriptions.methods).then((body) => body !== undefined && notify(body))
    })
    socket.on('close', () => subscriptions.close())
  })

  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(options.port ?? 0) : error))
    server.listen(options.port ?? 0, host, resolve)
  })
  const port = (server.address() as AddressInfo).port
  const authority = `${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url: `http://${authority}`,
    wsUrl: `ws://${authority}`,
    genesisHash: ledger.genesisHash,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
