import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startTestApi, type TestApi, testBlockchainApi } from '../../testing/test-support/kernel-api-server.ts'

const ACCOUNT = `eip155:31337:${ANVIL_ACCOUNT_0.address}`

let api: TestApi
let pci = ''
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337] })
  // a session to list: the server's create route (AppKit itself never creates one)
  const response = await fetch(`${api.url}/v1/sessions/${ACCOUNT}?projectId=test-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: { type: 'key', data: {} },
      permissions: [{ type: 'contract-call', data: { address: '0x1' } }],
      policies: [],
    }),
  })
  pci = ((await response.json()) as { pci: string }).pci
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

const service = () => testBlockchainApi(api)

describe('BlockchainApi smart sessions', () => {
  it('lists the sessions of a CAIP-10 account, then revokes one', async () => {
    const s = service()
    const { pcis } = await s.getSessions({ caipAddress: ACCOUNT })
    expect(pcis).toEqual([
      expect.objectContaining({ pci, project: expect.objectContaining({ id: 'test-project' }), permissions: [{ type: 'contract-call', data: { address: '0x1' } }], revokedAt: null }),
    ])
    expect(Object.fromEntries(api.sent(`/v1/sessions/${ACCOUNT}`)[0]!.url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'html-portico-0.1.0',
    })

    expect(await s.revokeSession({ caipAddress: ACCOUNT, pci, signature: '0xsig' })).toEqual({ success: true })
    const [revoke] = api.sent(`/v1/sessions/${ACCOUNT}/revoke`)
    expect(Object.fromEntries(revoke!.url.searchParams)).toEqual({ projectId: 'test-project' })
    expect(revoke!.body).toEqual({ pci, signature: '0xsig' })
    await expect(s.revokeSession({ caipAddress: ACCOUNT, pci, signature: '0xsig' })).rejects.toMatchObject({
      message: 'HTTP status code: 400',
      details: `Permission is revoked: ${pci}`,
    })
  })

  it('answers an unsupported network without a request', async () => {
    const s = service()
    const off = `eip155:1:${ANVIL_ACCOUNT_0.address}`
    expect(await s.getSessions({ caipAddress: off })).toEqual({ pcis: [] })
    expect(await s.revokeSession({ caipAddress: off, pci, signature: '0x' })).toEqual({ success: false })
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/v1/supported-chains'])
  })
})
