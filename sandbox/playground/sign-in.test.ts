// The playground's sign-in text as a backend that is not Portico's reads it: made by the same
// config the playground composes (its statement, required, its Sandbox Ethereum network, the
// sandbox dApp backend's nonce), signed with anvil's first dev key, then parsed and verified by
// viem's parseSiweMessage / verifySiweMessage (against a real anvil) and by the `siwe` library, and
// accepted by portico/server (the sandbox backend). The informal option is refused by both
// libraries and still accepted by portico/server.
import { SiweMessage } from 'siwe'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork } from 'portico'
import { createBackendSiwxConfig, type SiwxConfig } from 'portico/plugins/siwx'
import { ANVIL_ACCOUNT_0 } from 'portico/testing'
import { pageFetch } from '../../plugins/siwx/test-support/cookie-fetch.ts'
import { startTestApi, type TestApi } from '../server/test-support.ts'
import { playgroundSignIn } from './sign-in.ts'

const PLAYGROUND = 'http://127.0.0.1:5173'
const DOMAIN = '127.0.0.1:5173'
const alice = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const sandboxEthereum = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
let t: TestApi

beforeAll(async () => {
  t = await startTestApi({ chainIds: [1337] })
})
afterAll(() => t?.stop())

/** The playground's config (sandbox/playground/sign-in.ts) with the page's origin, as Chromium would send it. */
function playgroundConfig(messageFormat?: 'eip4361' | 'informal') {
  const fetch = pageFetch(PLAYGROUND)
  const config = createBackendSiwxConfig({ baseUrl: t.api.url, ...playgroundSignIn, networks: [sandboxEthereum], domain: DOMAIN, uri: PLAYGROUND, fetch, messageFormat })
  const protectedStatus = async () => (await fetch(`${t.api.url}/dapp/protected`, { credentials: 'include' })).status
  return { config, protectedStatus }
}

async function signIn(config: SiwxConfig) {
  const message = await config.createMessage({ accountAddress: alice.address, chainId: 'eip155:1337' })
  const text = message.toString()
  const { toString: _, ...data } = message
  return { data, message: text, signature: await alice.signMessage({ message: text }) }
}

describe("the playground's sign-in text", () => {
  it('is EIP-4361 exactly: viem parses and verifies it, the siwe library verifies it, portico/server accepts it', async () => {
    const { config, protectedStatus } = playgroundConfig()
    const session = await signIn(config)
    const lines = session.message.split('\n')
    expect(lines.slice(0, 6)).toEqual([`${DOMAIN} wants you to sign in with your Ethereum account:`, alice.address, '', 'Sign in to the Portico Playground', '', `URI: ${PLAYGROUND}`])
    expect(lines).toContain('Chain ID: 1337')

    const parsed = parseSiweMessage(session.message)
    expect(parsed).toMatchObject({ domain: DOMAIN, address: alice.address, statement: 'Sign in to the Portico Playground', uri: PLAYGROUND, version: '1', chainId: 1337, nonce: session.data.nonce })
    expect(validateSiweMessage({ message: parsed, domain: DOMAIN, nonce: session.data.nonce, address: alice.address })).toBe(true)
    const client = createPublicClient({ transport: http(t.anvils[0]!.rpcUrl) })
    expect(await verifySiweMessage(client, { message: session.message, signature: session.signature as `0x${string}`, domain: DOMAIN, nonce: session.data.nonce })).toBe(true)

    const siwe = new SiweMessage(session.message)
    expect(siwe).toMatchObject({ domain: DOMAIN, address: alice.address, chainId: 1337, nonce: session.data.nonce, statement: 'Sign in to the Portico Playground' })
    expect(siwe.prepareMessage()).toBe(session.message)
    const checked = await siwe.verify({ signature: session.signature, domain: DOMAIN, nonce: session.data.nonce })
    expect(checked.success).toBe(true)
    await expect(new SiweMessage(session.message).verify({ signature: session.signature, domain: 'evil.example', nonce: session.data.nonce }, { suppressExceptions: true })).resolves.toMatchObject({ success: false })

    expect(await protectedStatus()).toBe(401)
    await config.addSession(session)
    expect(await protectedStatus()).toBe(200)
  })

  it("with messageFormat 'informal' it is AppKit's lines: viem and siwe refuse them, portico/server accepts them", async () => {
    const { config, protectedStatus } = playgroundConfig('informal')
    const session = await signIn(config)
    expect(session.message.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your Sandbox Ethereum account:`)
    expect(session.message).toContain('\nChain ID: eip155:1337\n')

    const client = createPublicClient({ transport: http(t.anvils[0]!.rpcUrl) })
    expect(await verifySiweMessage(client, { message: session.message, signature: session.signature as `0x${string}`, domain: DOMAIN, nonce: session.data.nonce })).toBe(false)
    expect(() => new SiweMessage(session.message)).toThrow()

    await config.addSession(session)
    expect(await protectedStatus()).toBe(200)
  })
})
