import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { PortInUseError, assertPortFree, getFreePort, isPortFree } from './port.ts'

describe('ports', () => {
  it('tells a free port from a taken one, on any local address', async () => {
    const port = await getFreePort()
    expect(await isPortFree(port)).toBe(true)
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const server = createServer()
      await new Promise<void>((resolve) => server.listen(port, host, resolve))
      expect(await isPortFree(port)).toBe(false)
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('assertPortFree names the port and the hint', async () => {
    const server = createServer()
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    )
    const error = await assertPortFree(port, 'set PORTICO_CHAIN_A_PORT to choose another').catch((e: unknown) => e)
    server.close()
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as Error).message).toBe(`port ${port} is already in use (set PORTICO_CHAIN_A_PORT to choose another)`)
  })
})
