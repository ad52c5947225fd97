import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, normalize } from 'node:path'
import { buildMobileWallet, mobileWalletOutDir } from '../mobile-wallet/build.ts'
import { mobileConfigScript } from '../mobile-wallet/config.ts'
import { SANDBOX_APP_LINK_PATH } from '../server/sandbox-app-wallets.ts'
import type { TestWalletChain } from '../../testing/wallet/types.ts'
import { buildWalletScript, walletOutDir } from './build.ts'
import { configStatement } from './config.ts'

export type WalletServer = {
  /** The server's origin, e.g. http://127.0.0.1:5174 (a blank page that loads the wallet). */
  url: string
  /** The script a page loads to get the wallet: `${url}/inject.js`. */
  scriptUrl: string
  /** The Sandbox Mobile Wallet page (`${url}/mobile/`), when started with `mobileWallet`. */
  mobileWalletUrl?: string
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
export async function startWalletServer(options: {
  port: number
  chains: TestWalletChain[]
  /** The sandbox Solana RPC: the wallet then registers its Solana side too (Wallet Standard). */
  solana?: { rpcUrl: string }
  /** Also build and serve the Sandbox Mobile Wallet (sandbox/mobile-wallet/) under `/mobile/`. */
  mobileWallet?: { relayUrl: string; projectId: string }
}): Promise<WalletServer> {
  const scriptPath = await buildWalletScript(walletOutDir(options.port))
  const script = configStatement({ chains: options.chains, ...(options.solana ? { solana: options.solana } : {}) }) + (await readFile(scriptPath, 'utf8'))
  const mobile = options.mobileWallet && (await loadMobileWallet(options.chains, { ...options.mobileWallet, ...(options.solana ? { solana: options.solana } : {}) }, mobileWalletOutDir(options.port)))

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('cache-control', 'no-store')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 405).end()
    } else if (path === '/inject.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script)
    } else if (mobile && path === '/mobile') {
      response.writeHead(308, { location: '/mobile/' + (request.url?.split('?')[1] ? '?' + request.url.split('?')[1] : '') }).end()
    } else if (mobile && (path === '/mobile/' || path === SANDBOX_APP_LINK_PATH)) {
      // SANDBOX_APP_LINK_PATH plays the app's universal link: the same page, pairing its `?uri=`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(mobile.page)
    } else if (mobile && path.startsWith('/mobile/assets/')) {
      void mobile.asset(path.slice('/mobile/'.length)).then((body) =>
        body === undefined
          ? response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
          : response.writeHead(200, { 'content-type': path.endsWith('.css') ? 'text/css' : 'text/javascript; charset=utf-8' }).end(body),
      )
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
    ...(mobile ? { mobileWalletUrl: `${url}/mobile/` } : {}),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Builds the mobile wallet; its page gets the config script at the top of <head>. */
async function loadMobileWallet(chains: TestWalletChain[], options: { relayUrl: string; projectId: string; solana?: { rpcUrl: string } }, outDir: string) {
  const dir = await buildMobileWallet(outDir)
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const page = html.replace('<head>', `<head>\n${mobileConfigScript({ chains, ...options })}`)
  return {
    page,
    asset: async (relative: string): Promise<Buffer | undefined> => {
      const file = normalize(join(dir, relative))
      if (!file.startsWith(join(dir, 'assets'))) return undefined
      return readFile(file).catch(() => undefined)
    },
  }
}
