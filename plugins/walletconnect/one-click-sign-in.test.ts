// One-click sign-in on the dApp side, as one piece: the request made from the sign-in config's own
// message (only eip155 networks: 'Only eip155 namespace is supported for authenticated
// sessions', so a Solana network never makes the request multi-namespace), and a wallet's signed
// CACAO handed to the config's addSession (a refusal leaves the SIWXSignMessage step). The config
// is a recording fake; the CACAO is made as a WalletKit wallet makes it (@walletconnect/utils, viem).
import { buildAuthObject, formatMessage } from '@walletconnect/utils'
import { defineNetwork, type SiwxConfig, type SiwxMessageInput, type SiwxSession } from 'portico'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createSiwxMessage } from '../../kernel/siwx/message.ts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { checkAuthRequest } from './authentication.ts'
import { adoptOneClickSignIn, oneClickRequest } from './one-click-sign-in.ts'
import type { WalletConnectAccountState, WalletConnectCacao } from './session.ts'

const account = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const rpcUrls = { default: { http: ['http://127.0.0.1:1'] } }
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const chainA = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: ether, rpcUrls })
const chainB = defineNetwork({ id: 8453, name: 'Sandbox Base', nativeCurrency: ether, rpcUrls })
const solana = defineNetwork({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 }, rpcUrls })

/** A config whose messages carry what a backend config's do; it records what it is asked and given. */
function fakeConfig(extra: { refuse?: Error; expirationTime?: string; resources?: string[] } = {}) {
  const asked: SiwxMessageInput[] = []
  const added: SiwxSession[] = []
  let nonces = 0
  const config: SiwxConfig = {
    createMessage: async (input) => {
      asked.push(input)
      return createSiwxMessage({
        ...input,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
        nonce: `backendNonce${++nonces}xyz`,
        statement: 'Sign in to the Portico Playground',
        issuedAt: '2026-11-25T10:00:00.000Z',
        ...(extra.expirationTime ? { expirationTime: extra.expirationTime } : {}),
        ...(extra.resources ? { resources: extra.resources } : {}),
      })
    },
    addSession: async (session) => {
      if (extra.refuse) throw extra.refuse
      added.push(session)
    },
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  }
  return { config, asked, added }
}

/** What a WalletKit wallet returns for the request: its CACAO, and the text the dApp formats from it. */
async function walletAnswer(request: { domain: string; uri: string; nonce: string; statement?: string }, chain = 'eip155:1337') {
  const iss = `did:pkh:${chain}:${account.address}`
  const payload = { domain: request.domain, aud: request.uri, version: '1', nonce: request.nonce, iat: '2026-11-25T10:00:05.000Z', statement: request.statement, type: 'caip122', chains: [chain] }
  const message = formatMessage(payload as never, iss)
  const cacao = buildAuthObject(payload as never, { t: 'eip191', s: await account.signMessage({ message }) }, iss) as unknown as WalletConnectCacao
  return { cacao, message }
}

describe('oneClickRequest', () => {
  it('nothing to ask without a sign-in config, or with no eip155 network', () => {
    expect(oneClickRequest(undefined, [chainA])).toBeUndefined()
    expect(oneClickRequest(fakeConfig().config, [solana])).toBeUndefined()
    expect(oneClickRequest(fakeConfig().config, [])).toBeUndefined()
  })

  it('the request is made from the config’s message (a fresh nonce each pairing); its account is only a template', async () => {
    const { config, asked } = fakeConfig({ expirationTime: '2026-11-25T11:00:00.000Z' })
    const make = oneClickRequest(config, [chainA, chainB])!
    const first = await make()
    expect(first).toEqual({
      chains: ['eip155:1337', 'eip155:8453'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'backendNonce1xyz',
      statement: 'Sign in to the Portico Playground',
      exp: '2026-11-25T11:00:00.000Z',
    })
    expect(asked).toEqual([{ accountAddress: '0x0000000000000000000000000000000000000000', chainId: 'eip155:1337' }])
    expect((await make()).nonce).toBe('backendNonce2xyz')
  })

  it('the network being connected comes first (the wallet signs on the first requested chain it has)', async () => {
    const { config, asked } = fakeConfig()
    expect((await oneClickRequest(config, [chainA, chainB], chainB)!()).chains).toEqual(['eip155:8453', 'eip155:1337'])
    expect(asked.at(-1)).toMatchObject({ chainId: 'eip155:8453' })
    // a Solana network being connected, or one not composed, changes nothing
    expect((await oneClickRequest(config, [chainA, chainB], solana)!()).chains).toEqual(['eip155:1337', 'eip155:8453'])
    expect((await oneClickRequest(config, [chainA], chainB)!()).chains).toEqual(['eip155:1337'])
  })

  it('with Solana composed too, only the eip155 chains are asked for, so the authenticated-session checks pass', async () => {
    const request = await oneClickRequest(fakeConfig().config, [solana, chainB, chainA])!()
    expect(request.chains).toEqual(['eip155:8453', 'eip155:1337'])
    expect(checkAuthRequest(request)).toBe(request)
    // had the Solana chain gone in, the would refuse it before anything is sent
    expect(() => checkAuthRequest({ ...request, chains: [solana.caipNetworkId] })).toThrow('Only eip155 namespace is supported for authenticated sessions')
  })
})

describe('adoptOneClickSignIn', () => {
  const state = (authentication?: WalletConnectAccountState['authentication']): WalletConnectAccountState => ({ accounts: [account.address], chainId: 1337, ...(authentication ? { authentication } : {}) })
  const logger = () => ({ warn: vi.fn() })

  it('hands the wallet’s CACAO to the config as a session (its data parsed from the signed text)', async () => {
    const { config, added } = fakeConfig()
    const request = await oneClickRequest(config, [chainA])!()
    const signed = await walletAnswer(request)
    const log = logger()
    expect(await adoptOneClickSignIn(config, state([signed]), log)).toBe(true)
    expect(added).toHaveLength(1)
    expect(added[0]).toEqual({
      data: expect.objectContaining({ domain: '127.0.0.1:5173', accountAddress: account.address, chainId: 'eip155:1337', nonce: 'backendNonce1xyz', uri: 'http://127.0.0.1:5173' }),
      message: signed.message,
      signature: signed.cacao.s.s,
      cacao: signed.cacao,
    })
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('nothing to adopt: no config, or a wallet that approved without signing in', async () => {
    const { config, added } = fakeConfig()
    const signed = await walletAnswer({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', nonce: 'n0nceN0nce123456' })
    expect(await adoptOneClickSignIn(undefined, state([signed]), logger())).toBe(false)
    expect(await adoptOneClickSignIn(config, state(), logger())).toBe(false)
    expect(added).toEqual([])
  })

  it('a session the config refuses (the backend said no) leaves the sign-in step, with a warning', async () => {
    const refusal = new Error('Invalid nonce')
    const { config } = fakeConfig({ refuse: refusal })
    const signed = await walletAnswer({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', nonce: 'n0nceN0nce123456' })
    const log = logger()
    expect(await adoptOneClickSignIn(config, state([signed]), log)).toBe(false)
    expect(log.warn).toHaveBeenCalledWith('WalletConnect one-click sign-in was not accepted; asking to sign in separately', refusal)
  })
})
