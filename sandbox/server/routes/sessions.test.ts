import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

const account = `eip155:1337:${ANVIL_ACCOUNT_0.address}`

describe('smart sessions', () => {
  it('lists nothing for an account without sessions', async () => {
    expect(await t.getJson(`/v1/sessions/${account}`)).toEqual({ pcis: [] })
  })

  it('creates, lists and revokes a session (revoke answers an empty 200)', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const created = await t.post(`/v1/sessions/${account}`, {
      expiry,
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04' } },
      permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } }],
      policies: [],
    })
    expect(created.status).toBe(200)
    const { pci } = await created.json()

    const { pcis } = await t.getJson(`/v1/sessions/${account}`, { apiVersion: '2' })
    expect(pcis).toEqual([
      {
        project: { id: 'test-project', name: 'Portico Tests', url: null, iconUrl: null },
        pci,
        expiry,
        createdAt: expect.any(Number),
        permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } }],
        policies: [],
        context: null,
        revokedAt: null,
      },
    ])
    // The plain address finds the same account.
    expect((await t.getJson(`/v1/sessions/${ANVIL_ACCOUNT_0.address}`)).pcis).toHaveLength(1)

    const revoked = await t.post(`/v1/sessions/${account}/revoke`, { pci, signature: '0x1234' })
    expect(revoked.status).toBe(200)
    expect(await revoked.text()).toBe('')
    expect((await t.getJson(`/v1/sessions/${account}`)).pcis[0].revokedAt).toEqual(expect.any(Number))

    const again = await t.post(`/v1/sessions/${account}/revoke`, { pci, signature: '0x1234' })
    expect(again.status).toBe(400)
    expect((await again.json()).reasons[0]).toEqual({ field: 'pci', description: `Permission is revoked: ${pci}` })
  })

  it('rejects an unknown pci and a session without permissions with 400', async () => {
    const unknown = await t.post(`/v1/sessions/${account}/revoke`, { pci: 'nope', signature: '0x' })
    expect((await unknown.json()).reasons[0]).toEqual({ field: 'pci', description: 'Permission for PCI is not found: nope' })
    const empty = await t.post(`/v1/sessions/${account}`, { expiry: Math.floor(Date.now() / 1000) + 60, signer: {}, permissions: [] })
    expect(empty.status).toBe(400)
  })
})
