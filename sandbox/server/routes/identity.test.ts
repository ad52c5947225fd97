import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_1 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

describe('GET /v1/identity/{address}', () => {
  it('answers null name and avatar for an address without a name', async () => {
    const identity = await t.getJson(`/v1/identity/${ANVIL_ACCOUNT_1.address}`, { sender: ANVIL_ACCOUNT_1.address })
    expect(identity).toEqual({ name: null, avatar: null, resolvedAt: expect.any(String) })
    expect(Date.parse(identity.resolvedAt)).not.toBeNaN()
  })

  it('answers the registered name and its avatar (seeded through the admin API), on both paths', async () => {
    const seeded = await t.admin('POST', '/__admin/names', { name: 'sandbox-bob.reown.id', address: ANVIL_ACCOUNT_1.address, avatar: 'http://127.0.0.1:1/bob.png' })
    expect(seeded.status).toBe(201)
    const expected = { name: 'sandbox-bob.reown.id', avatar: 'http://127.0.0.1:1/bob.png', resolvedAt: expect.any(String) }
    expect(await t.getJson(`/v1/identity/${ANVIL_ACCOUNT_1.address.toLowerCase()}`)).toEqual(expected)
    expect(await t.getJson(`/v1/account/${ANVIL_ACCOUNT_1.address}/identity`)).toEqual(expected)
  })

  it('rejects an invalid address with 400', async () => {
    const response = await t.get('/v1/identity/0xnope')
    expect(response.status).toBe(400)
    expect((await response.json()).reasons[0]).toEqual({ field: 'address', description: 'The address provided is invalid' })
  })
})
