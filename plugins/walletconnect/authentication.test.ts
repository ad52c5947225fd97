// One-click sign-in over the real sandbox relay with a real WalletKit wallet: one approval gives the
// session and a CACAO whose text and signature verify (portico/server's cacaoMessage, viem); a
// wallet that does not answer the sign-in request approves the session alone. The refusals.
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { cacaoMessage, type Cacao } from '../../server/verify-cacao.ts'
import { checkAuthRequest, type WalletConnectAuthRequest } from './authentication.ts'
import { account, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

const request = (nonce = 'n0nceN0nce123456'): WalletConnectAuthRequest => ({
  chains: ['eip155:1', 'eip155:10'],
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  nonce,
  statement: 'Sign in to the Portico Playground',
})

describe('checkAuthRequest (Authenticate)', () => {
  it.each([
    [{ chains: [] }, 'chains is required and must be a non-empty array'],
    [{ uri: '' }, 'uri is required parameter'],
    [{ domain: '' }, 'domain is required parameter'],
    [{ nonce: '' }, 'nonce is required parameter'],
    [{ chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, 'Multi-namespace requests are not supported'],
    [{ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, 'Only eip155 namespace is supported for authenticated sessions'],
    [{ chains: ['1'] }, 'chains must be CAIP-2 ids'],
  ] as const)('refuses %j', (patch, message) => {
    expect(() => checkAuthRequest({ ...request(), ...patch } as WalletConnectAuthRequest)).toThrow(expect.objectContaining({ code: 'INVALID_AUTH_REQUEST', message: expect.stringContaining(message) }))
  })
  it('passes a good request through', () => {
    expect(checkAuthRequest(request())).toEqual(request())
  })
})

describe('one-click sign-in over the sandbox relay', () => {
  it('one approval: the session and a CACAO whose EIP-4361 text the account signed', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup({ authenticate: true })
    const session = dapp()
    let asked = 0
    const connection = await session.connect({ authentication: async () => (asked++, request()) })
    const uri = await new Promise<string>((resolve) => connection.uri$.subscribe(resolve))
    await wallet.pair({ uri })
    const state = await connection.approval
    expect(asked).toBe(1)
    expect(state).toMatchObject({ accounts: [account.address], chainId: 1 })
    expect(state.authentication).toHaveLength(1)
    const { cacao, message } = state.authentication![0]!
    expect(cacao.p).toMatchObject({ iss: `did:pkh:eip155:1:${account.address}`, domain: '127.0.0.1:5173', aud: 'http://127.0.0.1:5173/', nonce: 'n0nceN0nce123456' })
    const text = cacaoMessage(cacao as Cacao)
    // the wallet's own formatter (sign-client's formatAuthMessage) and portico/server's rebuild agree
    expect(message).toBe(text)
    expect(text.split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Ethereum account:')
    expect(await verifyMessage({ address: account.address, message: text, signature: cacao.s.s as Hex })).toBe(true)
    // the session is a normal one besides
    expect(session.state()).toEqual({ accounts: [account.address], chainId: 1 })
  })

  it('a wallet that does not answer the sign-in request approves the session alone (the dApp then asks separately)', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    const connection = await session.connect({ authentication: async () => request() })
    const uri = await new Promise<string>((resolve) => connection.uri$.subscribe(resolve))
    await wallet.pair({ uri })
    const state = await connection.approval
    expect(state).toEqual({ accounts: [account.address], chainId: 1 })
  })

  it('a refused request is said before anything is sent', { timeout: 60_000 }, async () => {
    const { dapp } = await setup()
    const connection = await dapp().connect({ authentication: async () => ({ ...request(), chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }) })
    await expect(connection.approval).rejects.toThrow('Only eip155 namespace is supported for authenticated sessions')
  })
})
