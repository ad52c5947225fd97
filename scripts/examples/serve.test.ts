import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getFreePort } from '../../testing/port.ts'
import { serveCommand, startServer } from './serve.ts'

const httpServer = (port: number, delayMs: number) =>
  `setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), ${delayMs})`

describe('serveCommand', () => {
  it('serves Vite builds with vite preview and Next.js builds with next start, on the given port only', () => {
    expect(serveCommand('vite', '/app', 15180)).toEqual(['/app/node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', '15180', '--strictPort']])
    expect(serveCommand('next', '/app', 15182)).toEqual(['/app/node_modules/.bin/next', ['start', '--hostname', '127.0.0.1', '--port', '15182']])
  })
})

describe('startServer', () => {
  it('resolves once the server answers, and stop() ends it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-serve-'))
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}/`
    const server = await startServer(process.execPath, ['-e', httpServer(port, 300)], { cwd: dir, url, log: join(dir, 'log.txt') })
    expect(await (await fetch(url)).text()).toBe('ok')
    await server.stop()
    await expect(fetch(url)).rejects.toThrow()
  })

  it('rejects when the server exits before answering', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-serve-'))
    const url = `http://127.0.0.1:${await getFreePort()}/`
    await expect(startServer(process.execPath, ['-e', 'process.exit(2)'], { cwd: dir, url, log: join(dir, 'log.txt') })).rejects.toThrow(/exit code 2/)
  })

  it('rejects and stops the server when it never answers in time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-serve-'))
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}/`
    const slow = startServer(process.execPath, ['-e', httpServer(port, 1500)], { cwd: dir, url, log: join(dir, 'log.txt'), timeoutMs: 300 })
    await expect(slow).rejects.toThrow(/did not answer 200/)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await expect(fetch(url)).rejects.toThrow()
  })
})
