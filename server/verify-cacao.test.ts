// verifyCacao on CACAOs made the way a WalletConnect wallet makes them: @walletconnect/utils'
// formatMessage writes the text, a viem account signs it (personal_sign), buildAuthObject wraps it,
// against a real anvil; each refusal names what was wrong.
import { buildAuthObject, createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../testing/anvil.ts'
import { SiwxVerificationError } from './verification-error.ts'
import { cacaoMessage, verifyCacao, type Cacao } from './verify-cacao.ts'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
}, 30_000)
afterAll(() => anvil?.stop())

const NOW = Date.parse('2026-11-24T10:00:00.000Z')
const account = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const iss = `did:pkh:eip155:1337:${account.address}`

/** What sign-client puts in a proposal's authentication request, then the wallet's CACAO of it. */
async function walletCacao(patch: Partial<Cacao['p']> = {}, signer = account): Promise<Cacao> {
  const payload = {
    domain: '127.0.0.1:5173',
    aud: 'http://127.0.0.1:5173/',
    version: '1',
    nonce: 'n0nceN0nce123456',
    iat: '2026-11-24T09:59:00.000Z',
    statement: 'Sign in to the Portico Playground',
    type: 'caip122',
    chains: ['eip155:1337'],
    ...patch,
  }
  const message = formatMessage(payload as never, iss)
  const signature = await signer.signMessage({ message })
  return buildAuthObject(payload as never, { t: 'eip191', s: signature }, iss) as unknown as Cacao
}

const expected = { domain: '127.0.0.1:5173', nonce: 'n0nceN0nce123456', chainIds: ['eip155:1337'], now: NOW }

async function refusal(run: Promise<unknown>): Promise<SiwxVerificationError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return error as SiwxVerificationError
}

describe('verifyCacao (WalletConnect one-click sign-in)', () => {
  it("rebuilds the wallet's text byte for byte (with and without a statement, with times and resources)", async () => {
    for (const patch of [{}, { statement: undefined }, { exp: '2026-11-24T11:00:00.000Z', nbf: '2026-11-24T09:59:30.000Z', requestId: 'r1', resources: ['https://example.com/a'] }]) {
      const cacao = await walletCacao(patch)
      expect(cacaoMessage(cacao)).toBe(formatMessage(cacao.p as never, iss))
    }
  })

  it("verifies a sign-in carrying a ReCap (a link-mode connection's methods): the wallet's sentence is rebuilt with the statement", async () => {
    const recap = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'])
    for (const patch of [{ resources: [recap] }, { resources: ['https://example.com/a', recap] }, { statement: undefined, resources: [recap] }]) {
      const cacao = await walletCacao(patch)
      expect(cacaoMessage(cacao)).toBe(formatMessage(cacao.p as never, iss))
      expect(cacaoMessage(cacao)).toContain("I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign', 'wallet_switchEthereumChain' for 'eip155'.")
      const result = await verifyCacao({ cacao, expected, rpc: { 'eip155:1337': anvil.rpcUrl } })
      expect(result.address).toBe(account.address)
    }
  })

  it('gives the signer, the chain and the signed text of a good sign-in', async () => {
    const cacao = await walletCacao({ exp: '2026-11-24T11:00:00.000Z' })
    const result = await verifyCacao({ cacao, expected, rpc: { 'eip155:1337': anvil.rpcUrl } })
    expect(result).toMatchObject({ address: account.address, chainId: 'eip155:1337', data: { nonce: 'n0nceN0nce123456', uri: 'http://127.0.0.1:5173/' } })
    expect(result.message.split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Ethereum account:')
  })

  it.each([
    ['another key signed it', async () => ({ ...(await walletCacao()), s: (await walletCacao({}, stranger)).s }), 'INVALID_SIGNATURE'],
    ['another domain', () => walletCacao({ domain: 'evil.example' }), 'DOMAIN_MISMATCH'],
    ['another nonce', () => walletCacao({ nonce: 'otherNonce123456' }), 'NONCE_MISMATCH'],
    ['expired', () => walletCacao({ exp: '2026-11-24T09:59:59.000Z' }), 'EXPIRED'],
    ['a payload changed after signing', async () => ({ ...(await walletCacao()), p: { ...(await walletCacao()).p, statement: 'Something else' } }), 'INVALID_SIGNATURE'],
  ] as const)('refuses: %s', async (_, make, code) => {
    const cacao = await make()
    expect((await refusal(verifyCacao({ cacao: cacao as Cacao, expected, rpc: { 'eip155:1337': anvil.rpcUrl } }))).code).toBe(code)
  })

  it('refuses what it cannot rebuild or is not eip155, naming it', async () => {
    const good = await walletCacao()
    const cases: [Cacao, string][] = [
      [{ ...good, h: { t: 'eip4361' as never } }, "its header type must be 'caip122'"],
      [{ ...good, p: { ...good.p, iss: '0xabc' } }, 'iss must be did:pkh:<CAIP-10 account>, got "0xabc"'],
      [{ ...good, p: { ...good.p, iss: `did:pkh:solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:${account.address}` } }, 'Only eip155 namespace is supported for authenticated sessions'],
      [{ ...good, p: { ...good.p, aud: undefined } }, 'aud (the URI) is required'],
      [{ ...good, p: { ...good.p, resources: ['urn:recap:bm90IGpzb24'] } }, 'its ReCap resource is malformed'],
    ]
    for (const [cacao, message] of cases) expect((await refusal(verifyCacao({ cacao, expected, rpc: { 'eip155:1337': anvil.rpcUrl } }))).message).toContain(message)
  })
})
