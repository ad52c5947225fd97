import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gzipSizes, initialChunks } from './initial-chunks.ts'

let outDir = ''
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portico-initial-chunks-'))
  await mkdir(join(outDir, 'assets'))
  await writeFile(join(outDir, 'index.html'), '<script type="module" crossorigin src="/assets/index-1.js"></script>')
  // minified shapes: `import{a}from"./x.js"`, a bare import, and an import() that must not count
  await writeFile(join(outDir, 'assets', 'index-1.js'), 'import{a as b}from"./vendor-2.js";import"./style-3.js";const l=()=>import("./modal-4.js");b(l)')
  await writeFile(join(outDir, 'assets', 'vendor-2.js'), 'import"./index-1.js";export const a=f=>f')
  await writeFile(join(outDir, 'assets', 'style-3.js'), 'console.log(1)')
  await writeFile(join(outDir, 'assets', 'modal-4.js'), 'export default 1')
})
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('initialChunks', () => {
  it('follows static imports from the page\'s module scripts, once each, and not import()', async () => {
    const chunks = await initialChunks(outDir)
    expect([...chunks.keys()].sort()).toEqual(['assets/index-1.js', 'assets/style-3.js', 'assets/vendor-2.js'])
    const sizes = gzipSizes(chunks)
    expect(sizes.map((s) => s.file).sort()).toEqual([...chunks.keys()].sort())
    expect(sizes.every((s) => s.gzipBytes > 0)).toBe(true)
  })
})
