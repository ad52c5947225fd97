// A dApp backend on portico/server, as a fetch-style handler (Request → Response: Node 18+, Deno, Bun, edge runtimes).
import { createMemoryNonceStore, createSessionCookie, NonceStoreError, SiwxVerificationError, verifySiwx, type NonceStore } from 'portico/server'

type Session = { address: string; chainId: string }

export function createBackend(options: { domain: string; sessionSecret: string; rpc: Record<string, string>; nonces?: NonceStore }) {
  // One instance: nonces in its memory. Behind several: one shared store, e.g. createRedisNonceStore({ client, ttlMs }).
  const nonces = options.nonces ?? createMemoryNonceStore({ ttlMs: 5 * 60_000 })
  const cookie = createSessionCookie<Session>({ secret: options.sessionSecret }) // HttpOnly, Secure, SameSite=Lax

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/siwx/nonce') return Response.json({ nonce: await nonces.issue() })
    if (pathname === '/siwx/verify' && request.method === 'POST') {
      const { message, signature } = await request.json().catch(() => ({}))
      // Checks domain, nonce (once), times and chain, then the signature: EOA, ERC-1271 or ERC-6492 on chain.
      const { address, chainId } = await verifySiwx({ message, signature, expected: { domain: options.domain, nonce: nonces }, rpc: options.rpc })
      const setCookie = await cookie.serialize({ address, chainId }, { maxAge: 24 * 60 * 60 })
      return Response.json({ address, chainId }, { headers: { 'set-cookie': setCookie } })
    }
    if (pathname === '/protected') {
      const session = await cookie.read(request.headers.get('cookie'))
      return session ? Response.json({ hello: session.address }) : Response.json({ message: 'Sign in first' }, { status: 401 })
    }
    return new Response('Not found', { status: 404 })
  }

  return async function handle(request: Request): Promise<Response> {
    try {
      return await route(request)
    } catch (error) {
      // The nonce store could not answer (e.g. Redis down): nothing was accepted; the page may try again.
      if (error instanceof NonceStoreError) return Response.json({ code: 'NONCE_STORE_UNAVAILABLE', message: error.message }, { status: 503 })
      if (error instanceof SiwxVerificationError)
        return Response.json({ code: error.code, message: error.message }, { status: error.code === 'NONCE_STORE_UNAVAILABLE' ? 503 : 401 })
      throw error
    }
  }
}
