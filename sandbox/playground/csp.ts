// The strict Content-Security-Policy the playground is served with when its URL has `?csp`
//: `default-src 'self'`, no 'unsafe-inline' and no 'unsafe-eval' anywhere, and each
// sandbox origin listed for exactly what the page does with it. It is the policy README.md gives a
// dApp, with the sandbox's origins in place of the hosted ones; the e2e (csp.spec.ts) counts the
// page's securitypolicyviolation events through connect, the embedded login, WalletConnect, sign,
// send and Solana.
import type { Plugin } from 'vite'
import type { PlaygroundServices } from './vite.config.ts'

const origin = (url: string) => new URL(url).origin
/** An http(s) origin and its ws(s) twin: a JSON-RPC server that also takes subscriptions on the same port. */
const withSocket = (url: string) => [origin(url), origin(url).replace(/^http/, 'ws')]

/** The policy, directive by directive (built from the services the sandbox started). */
export function playgroundCsp(services: PlaygroundServices & { secureFrameUrl: string }): Record<string, string[]> {
  const api = origin(services.apiUrl)
  return {
    'default-src': ["'self'"],
    // the page's own bundle, and the Sandbox Wallet's script (it plays a browser extension)
    'script-src': ["'self'", origin(services.walletScriptUrl)],
    // the modal's styles are constructed stylesheets and CSSOM writes, which style-src does not govern
    'style-src': ["'self'"],
    // wallet icons arrive as data: URIs (EIP-6963, the Wallet Standard); listing images from the API
    'img-src': ["'self'", 'data:', api],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      // the api, blockchainApi and pulse endpoints (one origin in the sandbox)
      api,
      // each network's RPC
      origin(services.rpcUrls.chainA),
      origin(services.rpcUrls.chainB),
      // Solana: HTTP and its WebSocket subscriptions (transaction confirmation)
      ...withSocket(services.solanaRpcUrl),
      // the two RPC URLs of each chain in front of its node, and their fault control (the RPC panel)
      ...(services.rpcFaults ? [...services.rpcFaults.chainA, ...services.rpcFaults.chainB, ...services.rpcFaults.solana, services.rpcFaults.adminUrl].map(origin) : []),
      // the WalletConnect relay
      origin(services.relayUrl),
    ],
    // the embedded wallet's hidden frame (endpoints.secureSite)
    'frame-src': [origin(services.secureFrameUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
}

export const cspHeader = (policy: Record<string, string[]>): string =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')

/** Serves the built playground with the policy as a Content-Security-Policy header on `?csp` requests. */
export function strictCspOnRequest(services: PlaygroundServices & { secureFrameUrl: string }): Plugin {
  const header = cspHeader(playgroundCsp(services))
  return {
    name: 'portico-playground-csp',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://playground').searchParams.has('csp')) response.setHeader('Content-Security-Policy', header)
        next()
      })
    },
  }
}
