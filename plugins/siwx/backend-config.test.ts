// createBackendSiwxConfig against the real sandbox dApp backend (sandbox/server, portico/server's
// verifier) in front of a real anvil; signatures from anvil's dev keys.
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from 'portico/testing'
import { startTestApi, type TestApi } from '../../sandbox/server/test-support.ts'
import { createBackendSiwxConfig } from './backend-config.ts'
import { pageFetch } from './test-support/cookie-fetch.ts'

const ORIGIN = 'http://localhost:5173'
const alice = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const mallory = privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey)
let t: TestApi

beforeAll(async () => {
  t = await startTestApi({ chainIds: [31337] })
})
afterAll(() => t?.stop())

function setup(options: { required?: boolean } = {}) {
  const fetch = pageFetch(ORIGIN)
  const config = createBackendSiwxConfig({ baseUrl: `${t.api.url}/`, domain: 'localhost:5173', uri: ORIGIN, statement: 'Sign in to the Playground', fetch, ...options })
  const protectedCall = async () => {
    const response = await fetch(`${t.api.url}/dapp/protected`, { credentials: 'include' })
    return { status: response.status, body: await response.json() }
  }
  return { config, fetch, protectedCall }
}

async function signed(config: ReturnType<typeof createBackendSiwxConfig>, signer = alice, accountAddress = alice.address) {
  const message = await config.createMessage({ accountAddress, chainId: 'eip155:31337' })
  const text = message.toString()
  const { toString: _t, ...data } = message
  return { data, message: text, signature: await signer.signMessage({ message: text }) }
}

describe('createBackendSiwxConfig (sandbox dApp backend)', () => {
  it('takes the nonce from the backend, verifies there, reads the session back and signs out', async () => {
    const { config, protectedCall } = setup()
    const session = await signed(config)
    expect(session.message).toContain('localhost:5173 wants you to sign in with your Ethereum account:')
    expect(session.data.nonce).toMatch(/\S{8,}/)
    expect(await protectedCall()).toMatchObject({ status: 401 })

    await config.addSession(session)
    const sessions = await config.getSessions('eip155:31337', alice.address.toLowerCase())
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ message: session.message, signature: session.signature, data: { accountAddress: alice.address, chainId: 'eip155:31337' } })
    await expect(config.getSessions('eip155:8453', alice.address)).resolves.toEqual([])
    await expect(config.getSessions('eip155:31337', mallory.address)).resolves.toEqual([])
    expect(await protectedCall()).toEqual({ status: 200, body: { address: alice.address, chainId: 'eip155:31337', greeting: `Hello, ${alice.address}` } })

    await config.revokeSession('eip155:31337', alice.address)
    await expect(config.getSessions('eip155:31337', alice.address)).resolves.toEqual([])
    expect(await protectedCall()).toMatchObject({ status: 401 })
  })

  it("passes the backend's refusal on: another key's signature, a replayed nonce", async () => {
    const { config } = setup()
    const forged = await signed(config, mallory, alice.address)
    await expect(config.addSession(forged)).rejects.toMatchObject({ name: 'PorticoError', code: expect.any(String) })
    await expect(config.getSessions('eip155:31337', alice.address)).resolves.toEqual([])

    const good = await signed(config)
    await config.addSession(good)
    await expect(config.addSession(good)).rejects.toThrow(/nonce/i)
  })

  it('setSessions([]) signs out; required and signOutOnDisconnect', async () => {
    const { config } = setup({ required: true })
    await config.addSession(await signed(config))
    await config.setSessions([])
    await expect(config.getSessions('eip155:31337', alice.address)).resolves.toEqual([])
    expect(config.getRequired!()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
  })

  it('refuses a baseUrl that is not an http(s) URL, and says so when the backend is unreachable', async () => {
    expect(() => createBackendSiwxConfig({ baseUrl: 'api.example.com' })).toThrow('Invalid option "baseUrl": expected an http(s) URL, got "api.example.com"')
    const config = createBackendSiwxConfig({ baseUrl: `${t.api.url}/nowhere`, fetch: pageFetch(ORIGIN) })
    await expect(config.createMessage({ accountAddress: alice.address, chainId: 'eip155:31337' })).rejects.toThrow('HTTP status code: 404')
  })
})
