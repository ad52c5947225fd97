import { describe, expect, it } from 'vitest'
import { PorticoError } from 'portico'
import { loadSignClient, SIGN_CLIENT_MISSING } from './load-sign-client.ts'

describe('loadSignClient', () => {
  it('loads the installed sign-client', async () => {
    const { SignClient } = await loadSignClient()
    expect(typeof SignClient.init).toBe('function')
  })

  it('names the peer dependency when it is not installed', async () => {
    const missing = Object.assign(new Error("Cannot find package '@walletconnect/sign-client' imported from /app/dist/x.js"), { code: 'ERR_MODULE_NOT_FOUND' })
    const error = await loadSignClient(() => Promise.reject(missing)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code: 'MISSING_DEPENDENCY', message: SIGN_CLIENT_MISSING, cause: missing })
  })

  it('passes other failures through (a chunk that did not load is not a missing package)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module')
    await expect(loadSignClient(() => Promise.reject(offline))).rejects.toBe(offline)
  })
})
