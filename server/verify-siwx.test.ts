// verifySiwx end to end on real signatures (a viem local account against a real anvil, an ed25519
// key): every check has a case that fails it, with the code and the values named.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, utf8 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../kernel/siwx/message.ts'
import type { SiwxMessageData } from '../kernel/siwx/siwx.ts'
import { startAnvil, type AnvilInstance } from '../testing/anvil.ts'
import { createMemoryNonceStore } from './nonce-store.ts'
import { SiwxVerificationError, type SiwxVerificationCode } from './verification-error.ts'
import { verifySiwx, type VerifySiwxParameters } from './verify-siwx.ts'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
}, 30_000)
afterAll(() => anvil?.stop())

const NOW = Date.parse('2026-11-24T10:00:00.000Z')
const account = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const solanaSecret = ed25519.utils.randomSecretKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const SOLANA_CHAIN = 'solana:AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q'

const evmData = (patch: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  domain: '127.0.0.1:5173',
  accountAddress: account.address,
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  chainId: 'eip155:1337',
  nonce: 'n0nceN0nce123456',
  issuedAt: '2026-11-24T09:59:00.000Z',
  ...patch,
})

async function signed(patch: Partial<SiwxMessageData> = {}, signer = account, messageFormat: 'eip4361' | 'informal' = 'eip4361') {
  const message = formatSiwxMessage(evmData(patch), { messageFormat })
  return { message, signature: await signer.signMessage({ message }) }
}

const params = (input: { message: string; signature: string }, expected: Partial<VerifySiwxParameters['expected']> = {}): VerifySiwxParameters => ({
  ...input,
  expected: { domain: '127.0.0.1:5173', nonce: 'n0nceN0nce123456', chainIds: ['eip155:1337', SOLANA_CHAIN], now: NOW, ...expected },
  rpc: { 'eip155:1337': anvil.rpcUrl },
})

async function failure(parameters: VerifySiwxParameters): Promise<SiwxVerificationError> {
  const error = await verifySiwx(parameters).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return error as SiwxVerificationError
}

describe('verifySiwx on eip155', () => {
  it('gives the signer, the chain and the message data for a good sign-in', async () => {
    const input = await signed({ expirationTime: '2026-11-24T11:00:00.000Z', notBefore: '2026-11-24T09:59:30.000Z', uri: 'http://127.0.0.1:5173/app' })
    const result = await verifySiwx(params(input, { uri: 'http://127.0.0.1:5173/app' }))
    expect(result).toEqual({ address: account.address, chainId: 'eip155:1337', data: expect.objectContaining({ nonce: 'n0nceN0nce123456', uri: 'http://127.0.0.1:5173/app' }) })
  })

  it("accepts EIP-4361 text (the default) and AppKit's informal lines alike", async () => {
    const eip4361 = await signed()
    expect(eip4361.message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n[^]*\nChain ID: 1337\n/)
    const informal = await signed({}, account, 'informal')
    expect(informal.message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your EVM Networks account:\n[^]*\nChain ID: eip155:1337\n/)
    for (const input of [eip4361, informal]) await expect(verifySiwx(params(input))).resolves.toMatchObject({ address: account.address, chainId: 'eip155:1337' })
  })

  it('takes the RPC as an eip155 chain number key, or as a function', async () => {
    const input = await signed()
    await expect(verifySiwx({ ...params(input), rpc: { 1337: anvil.rpcUrl } })).resolves.toMatchObject({ address: account.address })
    await expect(verifySiwx({ ...params(input), rpc: (chainId) => (chainId === 'eip155:1337' ? anvil.rpcUrl : undefined) })).resolves.toMatchObject({ address: account.address })
  })

  it.each<[string, () => Promise<VerifySiwxParameters>, SiwxVerificationCode, string]>([
    ['text that is not a SIWX message', async () => params({ message: 'hello', signature: '0x00' }), 'INVALID_MESSAGE', "line 1 must be '{domain} wants you to sign in"],
    ['an eip155 chain that is not a number', async () => params(await signed({ chainId: 'eip155:base' }, account, 'informal'), { chainIds: undefined }), 'INVALID_MESSAGE', 'an eip155 Chain ID is a chain number, got eip155:base'],
    ['another domain', async () => params(await signed({ domain: 'evil.example' })), 'DOMAIN_MISMATCH', 'the message is for "evil.example", this site is "127.0.0.1:5173"'],
    ['another URI', async () => params(await signed(), { uri: 'http://127.0.0.1:5173/app' }), 'URI_MISMATCH', `the message's URI is "http://127.0.0.1:5173/", expected "http://127.0.0.1:5173/app"`],
    ['a chain not allowed', async () => params(await signed({ chainId: 'eip155:1' })), 'CHAIN_NOT_ALLOWED', `the message's Chain ID is eip155:1, allowed: eip155:1337, ${SOLANA_CHAIN}`],
    ['a namespace it cannot verify', async () => params(await signed({ chainId: 'cosmos:cosmoshub-4', accountAddress: 'cosmos1abc' }), { chainIds: undefined }), 'UNSUPPORTED_NAMESPACE', 'Unsupported namespace: cosmos'],
    ['an eip155 chain with no RPC', async () => ({ ...params(await signed({ chainId: 'eip155:8453' }), { chainIds: undefined }) }), 'NO_RPC', 'No RPC url provided for chainId eip155:8453'],
    ['another nonce', async () => params(await signed({ nonce: 'otherNonce123456' })), 'NONCE_MISMATCH', `the message's nonce is "otherNonce123456", expected "n0nceN0nce123456"`],
    ['Issued At in the future', async () => params(await signed({ issuedAt: '2026-11-24T10:00:01.000Z' })), 'ISSUED_IN_FUTURE', 'Issued At is 2026-11-24T10:00:01.000Z, now is 2026-11-24T10:00:00.000Z'],
    ['Not Before still ahead', async () => params(await signed({ notBefore: '2026-11-24T10:05:00.000Z' })), 'NOT_YET_VALID', 'Not Before is 2026-11-24T10:05:00.000Z, now is 2026-11-24T10:00:00.000Z'],
    ['Expiration Time passed', async () => params(await signed({ expirationTime: '2026-11-24T10:00:00.000Z' })), 'EXPIRED', 'Expiration Time was 2026-11-24T10:00:00.000Z, now is 2026-11-24T10:00:00.000Z'],
    ["another key's signature", async () => params(await signed({}, stranger)), 'INVALID_SIGNATURE', `it is not ${account.address}'s signature of this message on eip155:1337`],
    ['a tampered message', async () => {
      const input = await signed()
      return params({ ...input, message: input.message.replace('URI: http://127.0.0.1:5173/', 'URI: http://127.0.0.1:5173/admin') })
    }, 'INVALID_SIGNATURE', 'Invalid signature'],
    ['a message naming another address', async () => {
      const input = await signed()
      return params({ ...input, message: formatSiwxMessage(evmData({ accountAddress: stranger.address })) })
    }, 'INVALID_SIGNATURE', `it is not ${stranger.address}'s signature`],
    ['an empty signature', async () => params({ ...(await signed()), signature: '' }), 'INVALID_SIGNATURE', 'expected a non-empty string'],
  ])('refuses %s', async (_, make, code, message) => {
    const error = await failure(await make())
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
  })

  it('allows the clock tolerance it is given for Issued At and Not Before, never for the expiry', async () => {
    const ahead = await signed({ issuedAt: '2026-11-24T10:00:20.000Z', notBefore: '2026-11-24T10:00:20.000Z' })
    await expect(verifySiwx(params(ahead, { clockToleranceMs: 30_000 }))).resolves.toMatchObject({ address: account.address })
    const expired = await signed({ expirationTime: '2026-11-24T09:59:59.000Z' })
    expect((await failure(params(expired, { clockToleranceMs: 30_000 }))).code).toBe('EXPIRED')
  })

  it('verifies canonical EIP-4361 text (the legacy siweConfig path: Ethereum account, numeric Chain ID)', async () => {
    const message = createSiweMessage({ domain: '127.0.0.1:5173', address: account.address, uri: 'http://127.0.0.1:5173/', version: '1', chainId: 1337, nonce: 'n0nceN0nce123456', issuedAt: new Date(NOW - 1000) })
    const result = await verifySiwx(params({ message, signature: await account.signMessage({ message }) }))
    expect(result).toMatchObject({ address: account.address, chainId: 'eip155:1337' })
  })

  it('compares the domain without regard to case', async () => {
    await expect(verifySiwx(params(await signed({ domain: 'App.Example' }), { domain: 'app.example' }))).resolves.toMatchObject({ address: account.address })
  })
})

describe('verifySiwx with a nonce store', () => {
  it('accepts an issued nonce once, then refuses it as used', async () => {
    const nonces = createMemoryNonceStore({ ttlMs: 60_000 })
    const nonce = await nonces.issue()
    const input = await signed({ nonce })
    await expect(verifySiwx(params(input, { nonce: nonces }))).resolves.toMatchObject({ address: account.address })
    const again = await failure(params(input, { nonce: nonces }))
    expect(again.code).toBe('NONCE_MISMATCH')
    expect(again.message).toBe(`Nonce mismatch: "${nonce}" was not issued by this server, or was already used, or has expired`)
  })

  it('refuses a nonce the store never issued', async () => {
    expect((await failure(params(await signed({ nonce: 'madeUpNonce12345' }), { nonce: createMemoryNonceStore({ ttlMs: 60_000 }) }))).code).toBe('NONCE_MISMATCH')
  })

  it('refuses with NONCE_STORE_UNAVAILABLE, naming the failure of the store, when the store cannot answer', async () => {
    const down = new Error('Redis GETDEL failed: connect ECONNREFUSED 127.0.0.1:6379')
    const store = { issue: async () => 'unused', consume: async () => Promise.reject(down) }
    const error = await failure(params(await signed({ nonce: 'n0nceN0nce123456' }), { nonce: store }))
    expect(error.code).toBe('NONCE_STORE_UNAVAILABLE')
    expect(error.message).toBe('Nonce store unavailable: the nonce "n0nceN0nce123456" could not be checked (Redis GETDEL failed: connect ECONNREFUSED 127.0.0.1:6379); try again later')
    expect(error.cause).toBe(down)
  })
})

describe('verifySiwx on solana', () => {
  const solanaMessage = (patch: Partial<SiwxMessageData> = {}) => formatSiwxMessage(evmData({ chainId: SOLANA_CHAIN, accountAddress: solanaAddress, ...patch }))
  const sign = (message: string, secret = solanaSecret) => base58.encode(ed25519.sign(utf8.decode(message), secret))

  it('verifies an ed25519 signature with no RPC', async () => {
    const message = solanaMessage()
    expect(message.split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Solana account:')
    const result = await verifySiwx({ message, signature: sign(message), expected: { domain: '127.0.0.1:5173', nonce: 'n0nceN0nce123456', chainIds: [SOLANA_CHAIN], now: NOW } })
    expect(result).toMatchObject({ address: solanaAddress, chainId: SOLANA_CHAIN })
  })

  it("refuses another key's signature", async () => {
    const message = solanaMessage()
    const error = await failure(params({ message, signature: sign(message, ed25519.utils.randomSecretKey()) }))
    expect(error.code).toBe('INVALID_SIGNATURE')
    expect(error.message).toContain(`it is not ${solanaAddress}'s signature of this message on ${SOLANA_CHAIN}`)
  })
})
