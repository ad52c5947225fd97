// A real Redis for tests: Debian's redis-server on a loopback port, nothing written to disk (no RDB
// snapshot, no append-only file), started and stopped by the test like startAnvil's node.
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onFreePort, spawnLocalProcess, waitForAnswer } from './local-process.ts'
import { assertPortFree } from './port.ts'

/** Where Debian's redis-server package puts the server. */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

export const redisServerMissing = (binary: string) =>
  `redis-server is missing (${binary}): the Redis tests need Debian's redis-server. Run \`npx tsx scripts/ensure-redis.ts\` (as root it installs the package), or \`sudo apt-get install -y redis-server\``

export type StartRedisParameters = {
  /** TCP port on 127.0.0.1; default: a free port. Pass the port of a stopped server to start it again where its clients reconnect. */
  port?: number
  /** Path of the redis-server executable; default /usr/bin/redis-server. */
  binary?: string
  /** Extra redis-server arguments, e.g. ['--rename-command', 'GETDEL', ''] for a server without GETDEL. */
  args?: readonly string[]
  /** How long to wait for the server to answer PING; default 10 s. */
  timeoutMs?: number
}

export type RedisInstance = {
  /** redis://127.0.0.1:<port> */
  url: string
  port: number
  pid: number
  /** Ends the process (SIGTERM, then SIGKILL after 3 s) and waits for it; what it held is gone. */
  stop(): Promise<void>
}

/** Starts redis-server and resolves once it answers PING; a clear error when the binary is missing or the port taken. */
export async function startRedis(parameters: StartRedisParameters = {}): Promise<RedisInstance> {
  if (parameters.port !== undefined) return spawnRedis(parameters.port, parameters)
  return onFreePort(
    (port) => spawnRedis(port, parameters),
    (error) => error instanceof Error && error.message.startsWith('redis-server is missing'),
  )
}

async function spawnRedis(port: number, parameters: StartRedisParameters): Promise<RedisInstance> {
  const binary = parameters.binary ?? REDIS_SERVER_PATH
  await assertPortFree(port, 'redis-server')
  // Its working directory is a fresh temporary one: even a stray save would not land in the repository.
  const dir = await mkdtemp(join(tmpdir(), 'portico-redis-'))
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning']
  const server = await spawnLocalProcess(binary, [...args, ...(parameters.args ?? [])], { cwd: dir })
  void server.exited.then(() => rm(dir, { recursive: true, force: true }))
  try {
    await waitForAnswer(server, { name: `redis-server on port ${port}`, what: 'PING', answers: () => answersPing(port), timeoutMs: parameters.timeoutMs ?? 10_000, intervalMs: 20 })
  } catch (error) {
    if (server.exit()?.error?.code === 'ENOENT') throw new Error(redisServerMissing(binary))
    throw error
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: server.pid, stop: server.stop }
}

/** Whether a Redis server on 127.0.0.1:port answers PING with PONG (the inline command form). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    let reply = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'))
    })
  })
}
