// Node-only helpers. Node built-ins are imported lazily so that importing `portico/testing` in a
// browser bundle stays safe as long as these functions are not called there.

/** Thrown when a service cannot start because its TCP port is taken. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  readonly port: number
  constructor(port: number, hint?: string) {
    super(`port ${port} is already in use${hint ? ` (${hint})` : ''}`)
    this.port = port
  }
}

/**
 * Whether nothing listens on `port`. Binding the unspecified address (dual-stack `::`) fails if
 * anything holds the port on 127.0.0.1, 0.0.0.0, ::1 or ::, which a 127.0.0.1 probe would miss.
 */
export async function isPortFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Throws a PortInUseError naming the port (and the caller's hint) if the port is taken. */
export async function assertPortFree(port: number, hint?: string): Promise<void> {
  if (!(await isPortFree(port))) throw new PortInUseError(port, hint)
}

/** A port the operating system reports free right now. */
export async function getFreePort(): Promise<number> {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
