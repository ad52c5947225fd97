import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyExample, installExample } from './install.ts'
import { run } from './run.ts'

async function fixture() {
  const dir = await mkdtemp(join(tmpdir(), 'portico-install-'))
  const app = join(dir, 'app')
  await mkdir(join(app, 'src'), { recursive: true })
  await mkdir(join(app, 'node_modules', 'stale'), { recursive: true })
  await mkdir(join(app, '.next'))
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }))
  await writeFile(join(app, 'src', 'main.ts'), 'export {}')
  return { dir, app }
}

describe('copyExample', () => {
  it('copies the sources, not what a local run left behind', async () => {
    const { dir, app } = await fixture()
    await copyExample(app, join(dir, 'copy'))
    expect(existsSync(join(dir, 'copy', 'src', 'main.ts'))).toBe(true)
    expect(existsSync(join(dir, 'copy', 'package.json'))).toBe(true)
    expect(existsSync(join(dir, 'copy', 'node_modules'))).toBe(false)
    expect(existsSync(join(dir, 'copy', '.next'))).toBe(false)
  })
})

describe('installExample', () => {
  it('installs the tarball as a dependency, unpacked in node_modules', async () => {
    const { dir, app } = await fixture()
    const lib = join(dir, 'lib')
    await mkdir(lib)
    await writeFile(join(lib, 'package.json'), JSON.stringify({ name: 'fixture-lib', version: '0.0.1', main: 'index.js' }))
    await writeFile(join(lib, 'index.js'), 'module.exports = 42')
    await run('npm', ['pack', '--pack-destination', dir], { cwd: lib, log: join(dir, 'log.txt') })
    const tarball = join(dir, 'fixture-lib-0.0.1.tgz')
    await copyExample(app, join(dir, 'copy'))
    await installExample(join(dir, 'copy'), tarball, join(dir, 'log.txt'))
    expect(readFileSync(join(dir, 'copy', 'node_modules', 'fixture-lib', 'index.js'), 'utf8')).toBe('module.exports = 42')
    const pkg = JSON.parse(readFileSync(join(dir, 'copy', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    expect(pkg.dependencies['fixture-lib']).toMatch(/^file:.*fixture-lib-0\.0\.1\.tgz$/)
  })
})
