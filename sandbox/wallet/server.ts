import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { TestWalletChain } from '../../testing/wallet/types.ts'
import { buildWalletScript } from './build.ts'
import { configStatement } from './config.ts'

export type WalletServer = {
  /** The server's origin, e.g. http://127.0.0.1:5174 (a blank page that loads the wallet). */
  url: string
  /** The script a page loads to get the wallet: `${url}/inject.js`. */
  scriptUrl: string
  stop(): Promise<void>
}

const blankPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox Wallet</title><script src="/inject.js"></script></head>
<body><main><h1>Sandbox Wallet</h1><p>This page only loads the wallet (window.ethereum, EIP-6963).</p></main></body>
</html>
`

/**
 * Builds the Sandbox Wallet and serves it on its own origin, like an extension's content script:
 * `/inject.js` (the wallet, preceded by its chain config) with CORS, and `/` (a blank page).
 */
export async function startWalletServer(options: { port: number; chains: TestWalletChain[] }): Promise<WalletServer> {
  const scriptPath = await buildWalletScript()
  const script = configStatement({ chains: options.chains }) + (await readFile(scriptPath, 'utf8'))

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('cache-control', 'no-store')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 405).end()
    } else if (path === '/inject.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script)
    } else if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(blankPage)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${options.port}`
  return {
    url,
    scriptUrl: `${url}/inject.js`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
