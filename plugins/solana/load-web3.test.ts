import { describe, expect, it } from 'vitest'
import { PorticoError } from 'portico'
import { loadWeb3, WEB3_MISSING } from './load-web3.ts'

describe('loadWeb3', () => {
  it('loads the installed @solana/web3.js', async () => {
    const web3 = await loadWeb3()
    expect(typeof web3.Connection).toBe('function')
  })

  it('names the peer dependency when it is not installed', async () => {
    const missing = Object.assign(new Error("Cannot find package '@solana/web3.js' imported from /app/dist/x.js"), { code: 'ERR_MODULE_NOT_FOUND' })
    const error = await loadWeb3(() => Promise.reject(missing)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code: 'MISSING_DEPENDENCY', message: WEB3_MISSING, cause: missing })
  })

  it('passes other failures through (a chunk that did not load is not a missing package)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module')
    await expect(loadWeb3(() => Promise.reject(offline))).rejects.toBe(offline)
  })
})
