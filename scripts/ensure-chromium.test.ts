import { describe, expect, it } from 'vitest'
import { ensureChromium, type EnsureChromiumDeps } from './ensure-chromium.ts'

function fake(overrides: Partial<EnsureChromiumDeps> & { installs?: boolean[] }) {
  const commands: string[] = []
  const errors: string[] = []
  let installed = false
  const outcomes = [...(overrides.installs ?? [true])]
  const deps: Partial<EnsureChromiumDeps> = {
    path: '/usr/lib/chromium/chromium',
    env: {},
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

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const { deps, commands } = fake({ exists: () => true })
    expect(ensureChromium(deps)).toBe(0)
    expect(commands).toEqual([])
  })

  it('tells a non-root user what to run, and fails', () => {
    const { deps, commands, errors } = fake({ isRoot: false })
    expect(ensureChromium(deps)).toBe(1)
    expect(commands).toEqual([])
    expect(errors.join('\n')).toContain('sudo apt-get install -y chromium')
  })

  it('installs the Debian package as root', () => {
    const { deps, commands } = fake({})
    expect(ensureChromium(deps)).toBe(0)
    expect(commands).toEqual(['apt-get install -y chromium'])
  })

  it('updates the package lists once when the first install fails (fresh machine)', () => {
    const { deps, commands } = fake({ installs: [false, true] })
    expect(ensureChromium(deps)).toBe(0)
    expect(commands).toEqual(['apt-get install -y chromium', 'apt-get update', 'apt-get install -y chromium'])
  })

  it('fails when apt-get cannot install it', () => {
    const { deps, errors } = fake({ installs: [false, false] })
    expect(ensureChromium(deps)).toBe(1)
    expect(errors).toEqual(['apt-get could not install chromium.'])
  })

  it('uses the Chromium PORTICO_CHROMIUM names, without apt-get, when it exists', () => {
    const { deps, commands } = fake({ env: { PORTICO_CHROMIUM: '/opt/chrome/chrome' }, exists: (path) => path === '/opt/chrome/chrome' })
    expect(ensureChromium(deps)).toBe(0)
    expect(commands).toEqual([])
  })

  it('fails, naming the variable, when PORTICO_CHROMIUM names nothing, and installs nothing', () => {
    const { deps, commands, errors } = fake({ env: { PORTICO_CHROMIUM: '/nowhere/chrome' }, exists: () => false })
    expect(ensureChromium(deps)).toBe(1)
    expect(commands).toEqual([])
    expect(errors.join('\n')).toContain('PORTICO_CHROMIUM names /nowhere/chrome')
  })
})
