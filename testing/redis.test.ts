import { afterAll, describe, expect, it } from 'vitest'
import { isPortFree } from './port.ts'
import { startRedis, type RedisInstance } from './redis.ts'

const started: RedisInstance[] = []
afterAll(() => Promise.all(started.map((r) => r.stop())))

describe('startRedis', () => {
  it('starts redis-server on a free loopback port, stops it, and starts it again on the same port', async () => {
    const first = await startRedis()
    started.push(first)
    expect(first.url).toBe(`redis://127.0.0.1:${first.port}`)
    await first.stop()
    expect(await isPortFree(first.port)).toBe(true)
    const again = await startRedis({ port: first.port })
    started.push(again)
    expect(again.port).toBe(first.port)
    expect(again.pid).not.toBe(first.pid)
  })

  it('fails with what to install when redis-server is missing', async () => {
    await expect(startRedis({ binary: '/nonexistent/redis-server' })).rejects.toThrow(
      "redis-server is missing (/nonexistent/redis-server): the Redis tests need Debian's redis-server. Run `npx tsx scripts/ensure-redis.ts` (as root it installs the package), or `sudo apt-get install -y redis-server`",
    )
  })

  it('names the port when it is taken', async () => {
    const running = await startRedis()
    started.push(running)
    await expect(startRedis({ port: running.port })).rejects.toThrow(`port ${running.port} is already in use (redis-server)`)
  })
})
