// The anchors' harness without the registry: when bench/anchors needs `npm ci`, and that every
// anchor named has its app (<name>.tsx, which the shared index.html loads) under bench/anchors.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ANCHORS, ANCHORS_DIR, needsInstall } from './anchor-apps.ts'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('needsInstall', () => {
  it('asks for an install with no node_modules, and again once the lockfile is newer than the last install', async () => {
    dir = await mkdtemp(join(tmpdir(), 'anchors-'))
    await writeFile(join(dir, 'package-lock.json'), '{}')
    expect(needsInstall(dir)).toBe(true)
    await mkdir(join(dir, 'node_modules'))
    await writeFile(join(dir, 'node_modules', '.package-lock.json'), '{}')
    const past = new Date(Date.now() - 60_000)
    await utimes(join(dir, 'package-lock.json'), past, past)
    expect(needsInstall(dir)).toBe(false)
    await utimes(join(dir, 'package-lock.json'), new Date(), new Date())
    expect(needsInstall(dir)).toBe(true)
  })
})

describe('ANCHORS', () => {
  it('names RainbowKit, ConnectKit and AppKit, each with its app and its package in bench/anchors/package.json', () => {
    expect(ANCHORS.map((a) => a.name)).toEqual(['RainbowKit', 'ConnectKit', 'AppKit'])
    const { dependencies } = JSON.parse(readFileSync(join(ANCHORS_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    expect(Object.keys(dependencies)).toEqual(expect.arrayContaining(['@rainbow-me/rainbowkit', 'connectkit', '@reown/appkit', '@reown/appkit-adapter-wagmi']))
    expect(readFileSync(join(ANCHORS_DIR, 'index.html'), 'utf8')).toContain('src="/anchor-main"')
    for (const anchor of ANCHORS) expect(existsSync(join(ANCHORS_DIR, `${anchor.app}.tsx`))).toBe(true)
  })
})
