import { describe, expect, it } from 'vitest'
import { ensureRedis, type EnsureRedisDeps } from './ensure-redis.ts'

function fake(overrides: Partial<EnsureRedisDeps> & { installs?: boolean[] }) {
  const commands: string[] = []
  const errors: string[] = []
  let installed = false
  const outcomes = [...(overrides.installs ?? [true])]
  const deps: Partial<EnsureRedisDeps> = {
    exists: () => installed,
    isRoot: true,
    run(command, args) {
      commands.push(`${command} ${args.join(' ')}`)
      if (args[0] !== 'install') return 0
      installed = outcomes.shift() ?? false
      return installed ? 0 : 100
    },
    log: () => {},
    error: (line) => errors.push(line),
    ...overrides,
  }
  return { deps, commands, errors }
}

describe('ensureRedis', () => {
  it("looks for Debian's /usr/bin/redis-server and does nothing when it is there", () => {
    const looked: string[] = []
    const { deps, commands } = fake({ exists: (path) => (looked.push(path), true) })
    expect(ensureRedis(deps)).toBe(0)
    expect(looked).toEqual(['/usr/bin/redis-server'])
    expect(commands).toEqual([])
  })

  it('tells a non-root user what to run, and fails', () => {
    const { deps, commands, errors } = fake({ isRoot: false })
    expect(ensureRedis(deps)).toBe(1)
    expect(commands).toEqual([])
    expect(errors).toEqual(['redis-server is missing (/usr/bin/redis-server). Install it with:\n\n  sudo apt-get install -y redis-server\n'])
  })

  it('installs the Debian package as root', () => {
    const { deps, commands } = fake({})
    expect(ensureRedis(deps)).toBe(0)
    expect(commands).toEqual(['apt-get install -y redis-server'])
  })

  it('updates the package lists once when the first install fails (fresh machine)', () => {
    const { deps, commands } = fake({ installs: [false, true] })
    expect(ensureRedis(deps)).toBe(0)
    expect(commands).toEqual(['apt-get install -y redis-server', 'apt-get update', 'apt-get install -y redis-server'])
  })

  it('fails when apt-get cannot install it, or the program is still missing after', () => {
    const failed = fake({ installs: [false, false] })
    expect(ensureRedis(failed.deps)).toBe(1)
    expect(failed.errors).toEqual(['apt-get could not install redis-server.'])
    const missing = fake({ exists: () => false })
    expect(ensureRedis(missing.deps)).toBe(1)
    expect(missing.errors).toEqual(['redis-server was installed but /usr/bin/redis-server does not exist.'])
  })
})
