// The Sandbox Mobile Wallet's one-click sign-in: the request as sign-client puts it in a proposal,
// the chain the wallet picks, the text it shows and signs (EIP-4361 exactly), and the CACAO it
// returns: portico/server rebuilds the same text from it (cacaoMessage) and the signature recovers
// the account (the e2e walletconnect-one-click.spec has the sandbox dApp backend verify it).
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { cacaoMessage, type Cacao } from '../../server/verify-cacao.ts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { authenticationEnabled, ONLY_EIP155, prepareSignIn, proposalSignInRequest, type SignInRequest } from './sign-in.ts'

const account = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const walletChains = ['eip155:1337', 'eip155:8453']

/** What sign-client 2.25's connect({ authentication }) puts in the proposal (requests.authentication[0]). */
const request = (patch: Partial<SignInRequest> = {}): SignInRequest => ({
  domain: '127.0.0.1:5173',
  chains: ['eip155:8453', 'eip155:1337'],
  nonce: 'n0nceN0nce123456',
  type: 'caip122',
  aud: 'http://127.0.0.1:5173/',
  version: '1',
  iat: '2026-11-25T09:59:30.000Z',
  statement: 'Sign in to the Portico Playground',
  ...patch,
})

describe('authenticationEnabled', () => {
  it.each([
    ['', true],
    ['?uri=wc%3Aabc', true],
    ['?authenticate=on', true],
    ['?authenticate=off', false],
    ['?uri=wc%3Aabc&authenticate=off', false],
  ])('%j → %s', (search, enabled) => {
    expect(authenticationEnabled(search)).toBe(enabled)
  })
})

describe('proposalSignInRequest', () => {
  it('reads the first authentication request of a proposal, or nothing', () => {
    expect(proposalSignInRequest({ requests: { authentication: [request() as never] } })).toEqual(request())
    expect(proposalSignInRequest({ requests: {} })).toBeUndefined()
    expect(proposalSignInRequest({})).toBeUndefined()
  })
})

describe('prepareSignIn', () => {
  it('signs on the first requested chain the wallet has: EIP-4361 text, a CACAO whose text portico/server rebuilds', async () => {
    const prepared = prepareSignIn(request(), account, walletChains)
    expect(prepared.chain).toBe('eip155:8453')
    expect(prepared.iss).toBe(`did:pkh:eip155:8453:${account.address}`)
    expect(prepared.message).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
        account.address,
        '',
        'Sign in to the Portico Playground',
        '',
        'URI: http://127.0.0.1:5173/',
        'Version: 1',
        'Chain ID: 8453',
        'Nonce: n0nceN0nce123456',
        'Issued At: 2026-11-25T09:59:30.000Z',
      ].join('\n'),
    )
    const cacao = (await prepared.sign()) as unknown as Cacao
    expect(cacao.h).toEqual({ t: 'caip122' })
    expect(cacao.p).toMatchObject({ iss: prepared.iss, domain: '127.0.0.1:5173', aud: 'http://127.0.0.1:5173/', nonce: 'n0nceN0nce123456' })
    expect(cacaoMessage(cacao)).toBe(prepared.message)
    expect(await verifyMessage({ address: account.address, message: prepared.message, signature: cacao.s.s as `0x${string}` })).toBe(true)
  })

  it('keeps the request order: the dApp’s first chain when the wallet has it', () => {
    expect(prepareSignIn(request({ chains: ['eip155:1337', 'eip155:8453'] }), account, walletChains).chain).toBe('eip155:1337')
    expect(prepareSignIn(request({ chains: ['eip155:1', 'eip155:1337'] }), account, walletChains).chain).toBe('eip155:1337')
  })

  it.each([
    [['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ONLY_EIP155],
    [['eip155:1337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ONLY_EIP155],
    [['eip155:1'], 'None of the chains the sign-in asks for (eip155:1) is a chain of this wallet (eip155:1337, eip155:8453)'],
    [[], 'The sign-in request names no chain'],
  ])('refuses chains %j: %s (nothing signed)', (chains, message) => {
    expect(() => prepareSignIn(request({ chains }), account, walletChains)).toThrow(message)
  })
  it('says the required text exactly', () => {
    expect(ONLY_EIP155).toBe('Only eip155 namespace is supported for authenticated sessions')
  })
})
