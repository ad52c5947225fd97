import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSandboxToken, tokenCacheKey } from './compile.ts'

let cacheDir: string
beforeAll(async () => (cacheDir = await mkdtemp(join(tmpdir(), 'portico-token-cache-'))))
afterAll(() => rm(cacheDir, { recursive: true, force: true }))

const source = () => readFile(new URL('./SandboxToken.sol', import.meta.url), 'utf8')

describe('compileSandboxToken', () => {
  it('compiles OpenZeppelin ERC20 with solc on a miss, then reuses the cache, and recompiles when the key changes', async () => {
    const first = await compileSandboxToken({ cacheDir })
    expect(first.cached).toBe(false)
    expect(first.bytecode).toMatch(/^0x[0-9a-f]{1000,}$/)
    const functions = first.abi.filter((item) => item.type === 'function').map((item) => (item as { name: string }).name)
    expect(functions).toEqual(expect.arrayContaining(['transfer', 'transferFrom', 'approve', 'balanceOf', 'decimals', 'name', 'symbol', 'totalSupply']))
    expect(first.cacheFile).toBe(join(cacheDir, `sandbox-token-${tokenCacheKey(await source())}.json`))

    const started = performance.now()
    const second = await compileSandboxToken({ cacheDir })
    const elapsed = performance.now() - started
    expect(second).toEqual({ ...first, cached: true })
    // A hit reads one small file; a compile loads solc and takes seconds.
    expect(elapsed).toBeLessThan(250)

    const changed = `${await source()}\n// another key\n`
    expect(tokenCacheKey(changed)).not.toBe(tokenCacheKey(await source()))
    const third = await compileSandboxToken({ cacheDir, source: changed })
    expect(third.cached).toBe(false)
    expect(third.cacheFile).not.toBe(first.cacheFile)
    expect((await readdir(cacheDir)).sort()).toEqual([first.cacheFile, third.cacheFile].map((file) => file.slice(cacheDir.length + 1)).sort())
  }, 60_000)

  it('treats a damaged cache file as a miss', async () => {
    const { cacheFile } = await compileSandboxToken({ cacheDir })
    const { writeFile } = await import('node:fs/promises')
    await writeFile(cacheFile, '{"abi": [')
    const again = await compileSandboxToken({ cacheDir })
    expect(again.cached).toBe(false)
    expect((await compileSandboxToken({ cacheDir })).cached).toBe(true)
  }, 60_000)

  it('names the compiler errors of a bad source', async () => {
    await expect(compileSandboxToken({ cacheDir, source: 'pragma solidity ^0.8.24; contract SandboxToken { uint x = ; }' })).rejects.toThrow(
      /solc could not compile SandboxToken\.sol:\n.*ParserError/,
    )
    await expect(compileSandboxToken({ cacheDir, source: 'pragma solidity ^0.8.24; import "@openzeppelin/contracts/Nope.sol"; contract SandboxToken {}' })).rejects.toThrow(
      /@openzeppelin\/contracts\/Nope\.sol/,
    )
  }, 60_000)
})
