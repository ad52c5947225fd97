import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress } from './admin.ts'
import { startTestApi, type TestApi } from './test-support.ts'

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8 and ::1 (IPv4-mapped too) and refuses everything else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of ['10.0.0.1', '192.168.1.20', '0.0.0.0', '::', '::ffff:10.0.0.1', 'fe80::1', '128.0.0.1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false)
  })
})

describe('admin API', () => {
  let t: TestApi
  beforeAll(async () => (t = await startTestApi()))
  afterAll(() => t.stop())

  it('is not served on the API port', async () => {
    expect((await fetch(`${t.api.url}/__admin/faults`)).status).toBe(404)
  })

  it('answers 404 for unknown admin routes', async () => {
    expect((await t.admin('GET', '/__admin/nothing')).status).toBe(404)
  })

  it('adds listing entries as given (first in the listing), and removes exactly those', async () => {
    const before = await (await t.get('/getWallets', { entries: '5' })).json()
    const hostile = { id: 'evil-1', name: '<img src=x onerror=alert(1)>', homepage: 'javascript:alert(1)', image_url: 'javascript:alert(1)' }
    expect((await t.admin('POST', '/__admin/wallets', { wallets: [{ id: 1 }] })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/wallets', { wallets: [hostile] })).status).toBe(201)
    const listing = await (await t.get('/getWallets', { entries: '5' })).json()
    expect(listing.count).toBe(before.count + 1)
    expect(listing.data[0]).toMatchObject(hostile)
    expect(await (await t.admin('DELETE', '/__admin/wallets')).json()).toEqual({ removed: 1 })
    expect(await (await t.get('/getWallets', { entries: '5' })).json()).toEqual(before)
  })

  it('refuses a run-time token for an unknown chain or a bad address, and a removal of one never added', async () => {
    expect((await t.admin('POST', '/__admin/tokens', { chainId: 999_999, address: '0x0000000000000000000000000000000000000001' })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/tokens', { chainId: 'x' })).status).toBe(400)
    expect((await t.admin('DELETE', '/__admin/tokens/999999/0x0000000000000000000000000000000000000001')).status).toBe(404)
  })

  it('reads and clears the collected analytics events', async () => {
    const event = { eventId: 'e1', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }
    await t.post('/e', event)
    const { events } = await (await t.admin('GET', '/__admin/analytics/events?projectId=test-project')).json()
    expect(events).toEqual([expect.objectContaining({ projectId: 'test-project', event })])
    expect((await (await t.admin('GET', '/__admin/analytics/events?projectId=portico-sandbox')).json()).events).toEqual([])
    await t.admin('DELETE', '/__admin/analytics/events')
    expect((await (await t.admin('GET', '/__admin/analytics/events')).json()).events).toEqual([])
  })

  it('seeds names, validating them', async () => {
    const bad = await t.admin('POST', '/__admin/names', { name: 'ab.reown.id', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(bad.status).toBe(400)
    const ok = await t.admin('POST', '/__admin/names', { name: 'seeded.reown.id', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(ok.status).toBe(201)
    expect((await t.getJson('/v1/profile/account/seeded.reown.id')).addresses['60'].address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('stores a name as given (hostile input) for the identity and reverse routes, refusing a bad flag, an empty or overlong name and a bad address; forgets it by its exact text', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const name = '<img src=x onerror=alert(1)>Evil</script>'
    expect((await t.admin('POST', '/__admin/names', { name, address, asGiven: 'yes' })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/names', { name: '', address, asGiven: true })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/names', { name: 'x'.repeat(513), address, asGiven: true })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/names', { name, address: 'javascript:alert(1)', asGiven: true })).status).toBe(400)
    expect((await t.admin('POST', '/__admin/names', { name, address })).status).toBe(400) // without the flag it is checked
    const added = await t.admin('POST', '/__admin/names', { name, address, avatar: 'javascript:alert(2)', asGiven: true })
    expect(added.status).toBe(201)
    expect(await t.getJson(`/v1/identity/${address}`)).toMatchObject({ name, avatar: 'javascript:alert(2)' })
    expect((await t.getJson(`/v1/profile/reverse/${address}`, { apiVersion: '2' }))[0].name).toBe(name)
    expect((await t.admin('DELETE', `/__admin/names/${encodeURIComponent(name)}`)).status).toBe(200)
    expect((await t.getJson(`/v1/identity/${address}`)).name).toBeNull()
  })

  it('forgets a name, so a test leaves the shared sandbox as it found it', async () => {
    await t.admin('POST', '/__admin/names', { name: 'forget-me.reown.id', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect((await t.admin('DELETE', '/__admin/names/forget-me.reown.id')).status).toBe(200)
    expect(await t.getJson('/v1/profile/account/forget-me.reown.id', { apiVersion: '2' })).toEqual([])
    expect((await t.getJson('/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).name).not.toBe('forget-me.reown.id')
    expect((await t.admin('DELETE', '/__admin/names/forget-me.reown.id')).status).toBe(404)
  })
})
