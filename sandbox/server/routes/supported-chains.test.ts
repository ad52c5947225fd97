import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(
  async () =>
    (t = await startTestApi({
      server: {
        chains: [
          { chainId: 1337, rpcUrl: 'http://127.0.0.1:9' },
          { chainId: 8453, rpcUrl: 'http://127.0.0.1:9' },
        ],
      },
    })),
)
afterAll(() => t.stop())

describe('GET /v1/supported-chains', () => {
  it('lists the sandbox chains as CAIP-2 ids (HTTP only)', async () => {
    const response = await t.get('/v1/supported-chains', { st: 'appkit', sv: 'react-wagmi-1.8.19' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.json()).toEqual({ http: ['eip155:1337', 'eip155:8453'], ws: [] })
  })

  it('resolves without the leading slash too (AppKit builds the path as v1/supported-chains)', async () => {
    const response = await fetch(new URL('v1/supported-chains?projectId=test-project', `${t.api.url}/`))
    expect(response.status).toBe(200)
  })
})
