import { parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { decodePermissionContext, describePermission, encodePermissionContext, readPermissionRequest, timeLeft } from './permission-request.ts'

const now = 1_800_000_000
const key = privateKeyToAccount(generatePrivateKey())
const token = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const recipient = '0x8f8a0BEd588B25dA9074fa97BE9Bb039CC9D588a'
const request = (over: Record<string, unknown> = {}) => [
  {
    chainId: '0x539',
    expiry: now + 600,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
    permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: `0x${parseUnits('10', 6).toString(16)}`, to: recipient } }],
    policies: [],
    ...over,
  },
]

describe('readPermissionRequest', () => {
  it('reads the chain, expiry, session key (AppKit keys, a key, an account), token, recipient and allowance', () => {
    expect(readPermissionRequest(request(), now)).toMatchObject({ chainId: 1337, expiry: now + 600, sessionKey: key.address, token, recipient, allowance: 10_000_000n })
    expect(readPermissionRequest(request({ signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } } }), now).sessionKey).toBe(key.address)
    expect(readPermissionRequest(request({ signer: { type: 'account', data: { id: key.address } } }), now).sessionKey).toBe(key.address)
  })

  it('refuses with what is wrong: a past expiry, an unknown permission type, no signer, a zero allowance', () => {
    expect(() => readPermissionRequest(request({ expiry: now - 1 }), now)).toThrow('expiry must be a future time')
    expect(() => readPermissionRequest(request({ permissions: [{ type: 'native-token-recurring-allowance', data: {} }] }), now)).toThrow('"native-token-recurring-allowance" is not supported')
    expect(() => readPermissionRequest(request({ signer: undefined }), now)).toThrow('signer must be')
    expect(() => readPermissionRequest(request({ permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '0x0', to: recipient } }] }), now)).toThrow('more than 0')
  })
})

describe('the permission card', () => {
  it('says what the app may do, the limit, until when and on which chain', () => {
    const card = describePermission(readPermissionRequest(request(), now), { app: 'localhost:5173', networkName: 'Sandbox Ethereum', token: { symbol: 'sUSDC', decimals: 6 }, now })
    expect(card.title).toBe('Grant permission')
    expect(card.summary).toBe('localhost:5173 may send up to 10 sUSDC from your account to 0x8f8a…588a without asking you again, until 2027-01-15 08:10 UTC (in 10 minutes).')
    expect(card.details).toEqual([
      { label: 'App', value: 'localhost:5173' },
      { label: 'May', value: `Send sUSDC to ${recipient}` },
      { label: 'Limit', value: '10 sUSDC in total' },
      { label: 'Until', value: '2027-01-15 08:10 UTC (in 10 minutes)' },
      { label: 'Network', value: 'Sandbox Ethereum' },
      { label: 'Session key', value: key.address },
    ])
    expect(timeLeft(now + 3 * 3600, now)).toBe('in 3 hours')
    expect(timeLeft(now + 3 * 86400, now)).toBe('in 3 days')
  })

  it('round-trips the permissions context and refuses another', () => {
    const id = `0x${'ab'.repeat(32)}` as const
    expect(decodePermissionContext(encodePermissionContext(recipient, id))).toEqual({ manager: recipient, id })
    expect(() => decodePermissionContext('0x1234')).toThrow('not a context this wallet granted')
  })
})
