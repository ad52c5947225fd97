import { describe, expect, it } from 'vitest'
import { cspHeader, playgroundCsp, strictCspOnRequest } from './csp.ts'

const services = {
  walletScriptUrl: 'http://127.0.0.1:5174/inject.js',
  rpcUrls: { chainA: 'http://127.0.0.1:8545', chainB: 'http://127.0.0.1:8546/' },
  apiUrl: 'http://127.0.0.1:4000',
  relayUrl: 'ws://127.0.0.1:4002',
  solanaRpcUrl: 'http://127.0.0.1:8899',
  secureFrameUrl: 'http://127.0.0.1:5175/some/path',
}

describe('the playground strict CSP', () => {
  it("is default-src 'self' with no unsafe source, each sandbox origin listed where the page uses it", () => {
    const policy = playgroundCsp(services)
    expect(policy['default-src']).toEqual(["'self'"])
    expect(Object.values(policy).flat().filter((source) => /unsafe|\*/.test(source))).toEqual([])
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:5174'])
    expect(policy['style-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4000', 'http://127.0.0.1:8545', 'http://127.0.0.1:8546', 'http://127.0.0.1:8899', 'ws://127.0.0.1:8899', 'ws://127.0.0.1:4002'])
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:5175'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:4000'])
  })

  it('reads as one header, directives separated by semicolons', () => {
    expect(cspHeader({ 'default-src': ["'self'"], 'frame-src': ['https://a.example', 'https://b.example'] })).toBe("default-src 'self'; frame-src https://a.example https://b.example")
  })

  it('is set only on requests whose URL has ?csp', () => {
    const plugin = strictCspOnRequest(services)
    let middleware: ((request: { url?: string }, response: { setHeader: (name: string, value: string) => void }, next: () => void) => void) | undefined
    ;(plugin.configurePreviewServer as (server: unknown) => void)({ middlewares: { use: (fn: typeof middleware) => (middleware = fn) } })
    const headersFor = (url: string) => {
      const headers: Record<string, string> = {}
      let nexted = false
      middleware!({ url }, { setHeader: (name, value) => (headers[name] = value) }, () => (nexted = true))
      expect(nexted).toBe(true)
      return headers
    }
    expect(headersFor('/?csp')['Content-Security-Policy']).toBe(cspHeader(playgroundCsp(services)))
    expect(headersFor('/?multichain&csp')['Content-Security-Policy']).toContain("default-src 'self'")
    expect(headersFor('/')).toEqual({})
    expect(headersFor('/assets/index.js')).toEqual({})
  })
})
