import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileCached, solidityCacheKey } from './compile-cached.ts'

let cacheDir: string
beforeAll(async () => (cacheDir = await mkdtemp(join(tmpdir(), 'portico-solidity-cache-'))))
afterAll(() => rm(cacheDir, { recursive: true, force: true }))

const source = `pragma solidity ^0.8.24;
contract Counter { uint256 public count; function bump() external { count += 1; } }
contract Greeter { function greet() external pure returns (string memory) { return "hi"; } }
contract Unused {}
`
const parameters = () => ({ sourceName: 'Two.sol', source, contracts: ['Counter', 'Greeter'] as const, packages: [] as string[], cachePrefix: 'two', cacheDir })

describe('compileCached', () => {
  it('compiles several contracts of one source on a miss, keeps only those asked for, then reads them from one cache file', async () => {
    const first = await compileCached(parameters())
    expect(first.cached).toBe(false)
    expect(Object.keys(first.contracts).sort()).toEqual(['Counter', 'Greeter'])
    expect(first.contracts.Counter.abi.map((item) => (item as { name?: string }).name)).toEqual(expect.arrayContaining(['count', 'bump']))
    expect(first.contracts.Greeter.bytecode).toMatch(/^0x[0-9a-f]+$/)
    expect(first.cacheFile).toBe(join(cacheDir, `two-${solidityCacheKey(parameters())}.json`))

    const second = await compileCached(parameters())
    expect(second).toEqual({ ...first, cached: true })
    expect(await readdir(cacheDir)).toEqual([first.cacheFile.slice(cacheDir.length + 1)])
  }, 60_000)

  it('keys the cache by the contracts kept and the versions of the packages imported', () => {
    const key = solidityCacheKey(parameters())
    expect(solidityCacheKey({ ...parameters(), contracts: ['Counter'] })).not.toBe(key)
    expect(solidityCacheKey({ ...parameters(), packages: ['@openzeppelin/contracts'] })).not.toBe(key)
    expect(solidityCacheKey(parameters())).toBe(key)
  })

  it('names a contract the source does not hold', async () => {
    await expect(compileCached({ ...parameters(), contracts: ['Counter', 'Missing'] })).rejects.toThrow('solc produced no bytecode for contract Missing in Two.sol')
  }, 60_000)
})
