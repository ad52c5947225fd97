import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildEnv, examplePort, examples, examplesDir } from './examples.ts'

const urls = { chainA: 'http://127.0.0.1:1', chainB: 'http://127.0.0.1:2', api: 'http://127.0.0.1:3', relay: 'ws://127.0.0.1:4', secureFrame: 'http://127.0.0.1:5' }

describe('examples', () => {
  it('each has its folder, a build script, and its own port, away from the sandbox defaults', () => {
    for (const example of Object.values(examples)) {
      const pkg = JSON.parse(readFileSync(join(examplesDir, example.name, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
      expect(pkg.scripts.build, example.name).toBeTruthy()
    }
    const ports = Object.values(examples).map((e) => e.defaultPort)
    expect(new Set(ports).size).toBe(ports.length)
    expect(ports).not.toContain(5173)
    expect(ports).not.toContain(15173)
  })

  it('the port comes from its variable, and a bad value is refused', () => {
    const example = examples['vite-react']
    expect(examplePort(example, {})).toBe(15180)
    expect(examplePort(example, { [example.portEnv]: '25180' })).toBe(25180)
    expect(() => examplePort(example, { [example.portEnv]: 'abc' })).toThrow(example.portEnv)
  })

  it('builds Vite apps with VITE_ variables and Next.js apps with NEXT_PUBLIC_ ones, telemetry off', () => {
    expect(buildEnv('vite', urls)).toMatchObject({ VITE_PORTICO_API_URL: 'http://127.0.0.1:3', VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:4' })
    expect(buildEnv('next', urls)).toMatchObject({ NEXT_PUBLIC_PORTICO_CHAIN_A_RPC: 'http://127.0.0.1:1', NEXT_TELEMETRY_DISABLED: '1' })
  })

  it('every variable the build passes is one the example reads', () => {
    for (const example of Object.values(examples)) {
      const candidates = example.framework === 'vite' ? ['src/App.tsx', 'src/config.ts'] : ['app/sandbox.ts']
      const sources = candidates.filter((file) => existsSync(join(examplesDir, example.name, file)))
      const text = sources.map((file) => readFileSync(join(examplesDir, example.name, file), 'utf8')).join('\n')
      for (const name of Object.keys(buildEnv(example.framework, urls)).filter((n) => n.includes('PORTICO_'))) {
        expect(text, `${example.name} reads ${name}`).toContain(name)
      }
    }
    expect(existsSync(join(examplesDir, 'README.md'))).toBe(true)
  })
})
