import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'
import { evmChainOfCoinType } from './profile.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

const alice = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const bob = privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey)
const MAINNET_COIN_TYPE = (0x80000000 | 1) >>> 0

/** The body AppKit sends: the signed message is JSON with name, empty attributes and a unix-seconds timestamp. */
async function registration(name: string, options: { signer?: typeof alice; address?: string; timestamp?: number; attributes?: object; coinType?: number } = {}) {
  const signer = options.signer ?? alice
  const message = JSON.stringify({ name, attributes: options.attributes ?? {}, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000) })
  return { message, signature: await signer.signMessage({ message }), coin_type: options.coinType ?? MAINNET_COIN_TYPE, address: options.address ?? signer.address }
}

// AppKit puts no query parameters on the registration.
const register = (body: unknown) => t.post('/v1/profile/account', body, { projectId: null })

async function expectError(response: Response, status: number, field: string, text?: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body.status).toBe('FAILED')
  expect(body.reasons[0].field).toBe(field)
  if (text) expect(body.reasons[0].description).toContain(text)
}

describe('names (*.reown.id)', () => {
  it('registers a name signed by its address and finds it forward and in reverse', async () => {
    const response = await register(await registration('alice.reown.id'))
    expect(response.status).toBe(200)
    const record = await response.json()
    expect(record).toEqual({
      name: 'alice.reown.id',
      registered_at: expect.any(String),
      updated_at: record.registered_at,
      attributes: {},
      addresses: { [String(MAINNET_COIN_TYPE)]: { address: alice.address, created_at: record.registered_at } },
    })
    expect(await t.getJson('/v1/profile/account/alice.reown.id', { apiVersion: '2' })).toEqual(record)
    expect(await t.getJson(`/v1/profile/reverse/${alice.address.toLowerCase()}`, { apiVersion: '2' })).toEqual([record])
    expect(await t.getJson(`/v1/identity/${alice.address}`)).toEqual({ name: 'alice.reown.id', avatar: null, resolvedAt: expect.any(String) })
  })

  it('accepts a bio attribute and SLIP-44 coin type 60', async () => {
    const response = await register(await registration('bob-the-builder.reown.id', { signer: bob, attributes: { bio: 'builds things' }, coinType: 60 }))
    expect(response.status).toBe(200)
    expect((await response.json()).attributes).toEqual({ bio: 'builds things' })
  })

  it('rejects a bad signature with 401', async () => {
    const body = await registration('mallory.reown.id', { signer: bob, address: alice.address })
    await expectError(await register(body), 401, 'signature', 'Signature validation error')
    const tampered = await registration('mallory.reown.id')
    await expectError(await register({ ...tampered, message: tampered.message.replace('mallory', 'mallorx') }), 401, 'signature')
  })

  it('rejects short, malformed and wrong-zone names with 400', async () => {
    await expectError(await register(await registration('abc.reown.id')), 400, 'name', 'too short')
    await expectError(await register(await registration('al_ice.reown.id')), 400, 'name', 'letters, digits and hyphens')
    await expectError(await register(await registration('alice.eth')), 400, 'name', '.reown.id')
    await expectError(await register(await registration('alice.wcn.id')), 400, 'name')
  })

  it('rejects old timestamps, other attributes, taken names, bad coin types and non-JSON messages', async () => {
    await expectError(await register(await registration('carol.reown.id', { timestamp: Math.floor(Date.now() / 1000) - 3600 })), 400, 'timestamp', 'too old')
    await expectError(await register(await registration('carol.reown.id', { timestamp: Math.floor(Date.now() / 1000) + 3600 })), 400, 'timestamp', 'future')
    await expectError(await register(await registration('carol.reown.id', { attributes: { avatar: 'x' } })), 400, 'attributes', 'Unsupported name attribute in payload')
    await expectError(await register(await registration('alice.reown.id', { signer: bob })), 400, 'name', 'Name is already registered: alice.reown.id')
    await expectError(await register(await registration('carol.reown.id', { coinType: 501 })), 400, 'coin_type')
    const notJson = 'hello'
    expect((await register({ message: notJson, signature: await alice.signMessage({ message: notJson }), coin_type: 60, address: alice.address })).status).toBe(422)
    expect((await register('{"message":')).status).toBe(422)
  })

  it('answers unknown names and addresses as [] with apiVersion=2, else 404', async () => {
    expect(await t.getJson('/v1/profile/account/nobody.reown.id', { apiVersion: '2' })).toEqual([])
    await expectError(await t.get('/v1/profile/account/nobody.reown.id'), 404, 'name')
    expect(await t.getJson('/v1/profile/reverse/0x000000000000000000000000000000000000dEaD', { apiVersion: '2' })).toEqual([])
    await expectError(await t.get('/v1/profile/reverse/0x000000000000000000000000000000000000dEaD'), 404, 'address', 'No name for address is found')
    await expectError(await t.get('/v1/profile/account/ab.reown.id'), 400, 'name')
  })

  it('suggests the exact name first, then free variants', async () => {
    const { suggestions } = await t.getJson('/v1/profile/suggestions/alice', { zone: 'reown.id' })
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.slice(1).every((s: { name: string; registered: boolean }) => !s.registered && s.name.endsWith('.reown.id'))).toBe(true)
    expect((await t.getJson('/v1/profile/suggestions/zelda.reown.id')).suggestions[0]).toEqual({ name: 'zelda.reown.id', registered: false })
    await expectError(await t.get('/v1/profile/suggestions/zelda', { zone: 'example.com' }), 400, 'zone')
  })

  it('maps coin types to EVM chains (SLIP-44 60 and ENSIP-11)', () => {
    expect(evmChainOfCoinType(60)).toBe(1)
    expect(evmChainOfCoinType(MAINNET_COIN_TYPE)).toBe(1)
    expect(evmChainOfCoinType((0x80000000 | 1337) >>> 0)).toBe(1337)
    expect(evmChainOfCoinType(501)).toBeUndefined()
  })

  it('checks a project id on registration when one is sent', async () => {
    const body = await registration('dave.reown.id')
    expect((await t.post('/v1/profile/account', body, { projectId: 'unknown' })).status).toBe(403)
  })
})
