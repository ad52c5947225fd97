import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createPublicClient, http } from 'viem'
import { ANVIL_ACCOUNT_0 } from './accounts.ts'
import { ANVIL_MISSING, findAnvilBinary, startAnvil, type AnvilInstance } from './anvil.ts'
import { PortInUseError, getFreePort, isPortFree } from './port.ts'

const started: AnvilInstance[] = []
afterAll(() => Promise.all(started.map((anvil) => anvil.stop())))

describe('startAnvil', () => {
  it('starts a node on the given port and chain id, with the funded dev accounts', async () => {
    const port = await getFreePort()
    const anvil = await startAnvil({ port, chainId: 1337 })
    started.push(anvil)
    expect(anvil).toMatchObject({ rpcUrl: `http://127.0.0.1:${port}`, chainId: 1337, port })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getChainId()).toBe(1337)
    expect(await client.getBalance({ address: ANVIL_ACCOUNT_0.address })).toBe(10_000n * 10n ** 18n)
  })

  it('picks a free port when none is given', async () => {
    const anvil = await startAnvil()
    started.push(anvil)
    expect(anvil.chainId).toBe(31337)
    expect(await isPortFree(anvil.port)).toBe(false)
  })

  it('throws an error naming the port when it is taken', async () => {
    const server = createServer()
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    )
    try {
      const error = await startAnvil({ port }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PortInUseError)
      expect(error).toMatchObject({ port, message: `port ${port} is already in use` })
    } finally {
      server.close()
    }
  })

  it('stop() ends the process and frees the port', async () => {
    const anvil = await startAnvil()
    await anvil.stop()
    expect(await anvil.exited).toMatchObject({ code: 0 }) // anvil shuts down cleanly on SIGTERM
    expect(() => process.kill(anvil.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }))
    expect(await isPortFree(anvil.port)).toBe(true)
    await anvil.stop() // a second stop is harmless
  })
})

describe('findAnvilBinary', () => {
  it("prefers the platform package's native binary", () => {
    const seen: string[] = []
    const found = findAnvilBinary((id) => (seen.push(id), `/nm/${id}`), 'linux', 'x64')
    expect(found).toBe('/nm/@foundry-rs/anvil-linux-amd64/bin/anvil')
    expect(seen).toHaveLength(1)
  })

  it('names the optional peer dependency when it is not installed', () => {
    const missing = (id: string): string => {
      throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' })
    }
    expect(() => findAnvilBinary(missing)).toThrow(ANVIL_MISSING)
    expect(ANVIL_MISSING).toContain("'@foundry-rs/anvil'")
  })
})
