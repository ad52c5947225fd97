import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CommandFailedError, run } from './run.ts'

describe('run', () => {
  it('resolves with stdout, logs both streams and passes the environment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-run-'))
    const log = join(dir, 'log.txt')
    const out = await run(process.execPath, ['-e', 'console.log(process.env.GREETING); console.error("to stderr")'], { cwd: dir, env: { GREETING: 'hello' }, log })
    expect(out).toBe('hello\n')
    const written = await readFile(log, 'utf8')
    expect(written).toContain('hello')
    expect(written).toContain('to stderr')
  })

  it('leaves out the test runner\'s NODE_ENV', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-run-'))
    const saved = process.env.NODE_ENV
    process.env.NODE_ENV = 'test'
    try {
      expect(await run(process.execPath, ['-e', 'console.log(String(process.env.NODE_ENV))'], { cwd: dir, log: join(dir, 'log.txt') })).toBe('undefined\n')
    } finally {
      process.env.NODE_ENV = saved
    }
  })

  it('throws with the exit code and the end of the output on failure', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-run-'))
    const failing = run(process.execPath, ['-e', 'console.error("broken build"); process.exit(3)'], { cwd: dir, log: join(dir, 'log.txt') })
    await expect(failing).rejects.toThrow(CommandFailedError)
    await expect(failing).rejects.toThrow(/exit code 3[\s\S]*broken build/)
  })

  it('throws when the command does not exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-run-'))
    await expect(run('portico-no-such-command', [], { cwd: dir, log: join(dir, 'log.txt') })).rejects.toThrow(/ENOENT/)
  })
})
