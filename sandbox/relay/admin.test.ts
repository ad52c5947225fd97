// The relay's admin API over real HTTP and raw WebSockets: routes, the loopback check, and a
// restart that closes the port for downMs, drops every socket and keeps the mailbox.
import { once } from 'node:events'
import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RESTART_DOWN_MS, isLoopbackAddress, MAX_RESTART_DOWN_MS, parseDownMs } from './admin.ts'
import { subscriptionId } from './hub.ts'
import type { Relay } from './index.ts'
import { client, relay } from './test-support/raw-client.ts'

const adminUrl = (relay: Relay, path: string) => `${relay.adminUrl}${path}`

describe('the admin routes', () => {
  it('GET /admin/stats answers the stats as JSON', async () => {
    const started = await relay()
    await client(started.url)
    const response = await fetch(adminUrl(started, '/stats'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ ...started.stats(), connections: 1 })
  })

  it('answers 404 to an unknown route, 405 to the wrong method, 400 to a bad downMs; other paths stay 426', async () => {
    const started = await relay()
    expect((await fetch(adminUrl(started, '/nothing'))).status).toBe(404)
    expect((await fetch(adminUrl(started, '/toString'))).status).toBe(404)
    const wrong = await fetch(adminUrl(started, '/restart'))
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
    expect((await fetch(adminUrl(started, '/stats'), { method: 'POST' })).status).toBe(405)
    for (const downMs of ['-1', '1.5', 'soon', String(MAX_RESTART_DOWN_MS + 1)]) {
      const response = await fetch(adminUrl(started, `/restart?downMs=${downMs}`), { method: 'POST' })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toContain('downMs')
    }
    expect((await fetch(`http://127.0.0.1:${started.port}/`)).status).toBe(426)
  })

  it('parses downMs: default, bounds', () => {
    expect(parseDownMs(null)).toBe(DEFAULT_RESTART_DOWN_MS)
    expect(parseDownMs('')).toBe(DEFAULT_RESTART_DOWN_MS)
    expect(parseDownMs('0')).toBe(0)
    expect(parseDownMs(String(MAX_RESTART_DOWN_MS))).toBe(MAX_RESTART_DOWN_MS)
    expect(() => parseDownMs('1e9')).toThrow(RangeError)
  })

  it('knows loopback peers', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true)
    for (const address of [undefined, '', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '::']) expect(isLoopbackAddress(address)).toBe(false)
  })

  // Needs an address of this machine that is not loopback: the request then comes from it.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
  it.skipIf(!external)('refuses a peer that is not loopback with 403', async () => {
    const started = await relay({ host: '0.0.0.0' })
    const stats = await fetch(`http://${external}:${started.port}/admin/stats`)
    expect(stats.status).toBe(403)
    const restart = await fetch(`http://${external}:${started.port}/admin/restart?downMs=0`, { method: 'POST' })
    expect(restart.status).toBe(403)
    expect((await fetch(`http://127.0.0.1:${started.port}/admin/stats`)).status).toBe(200)
  })
})

describe('POST /admin/restart', () => {
  it('drops every socket, refuses connections for downMs, listens again on the same port and keeps the mailbox', async () => {
    const started = await relay()
    const publisher = await client(started.url)
    const subscriber = await client(started.url)
    await subscriber.call('irn_subscribe', { topic: 'kept' })
    expect(await publisher.call('irn_publish', { topic: 'kept', message: 'before the restart', ttl: 300, tag: 1108 })).toMatchObject({ result: true })
    await subscriber.nextPush()
    const closed = [once(publisher.ws, 'close'), once(subscriber.ws, 'close')]

    const startedAt = Date.now()
    const restarted = fetch(adminUrl(started, '/restart?downMs=600'), { method: 'POST' })
    // Abruptly, like a process that stops: no close frame.
    expect((await Promise.all(closed)).map(([code]) => code)).toEqual([1006, 1006])
    expect(started.stats().connections).toBe(0)
    // The port is closed while the relay is down: HTTP and upgrades are refused.
    await expect(fetch(adminUrl(started, '/stats'))).rejects.toThrow()
    await expect(client(started.url)).rejects.toThrow(/ECONNREFUSED/)

    const response = await restarted
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(600)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ restarted: true, downMs: 600, closedSockets: 2 })

    // Back on the same port; the message published before the restart is still delivered.
    const again = await client(started.url)
    expect((await again.call('irn_subscribe', { topic: 'kept' })).result).toBe(subscriptionId('kept', again.clientId))
    expect((await again.nextPush()).params.data).toMatchObject({ topic: 'kept', message: 'before the restart', tag: 1108 })
    expect(started.stats()).toMatchObject({ connections: 1, messages: 1 })
  })

  it('restart() does the same from the relay process; stop() during the down time resolves and frees the port', async () => {
    const started = await relay()
    await client(started.url)
    expect(await started.restart(0)).toEqual({ closedSockets: 1 })
    await client(started.url)

    const pending = started.restart(30_000)
    const stoppedAt = Date.now()
    await started.stop()
    expect(Date.now() - stoppedAt).toBeLessThan(5_000)
    await expect(pending).rejects.toThrow()
    // The port is free again: a new relay can take it.
    await relay({ port: started.port })
  })
})
