// recapStatement against WalletConnect's own formatter (@walletconnect/utils' formatMessage), which
// wallets use to write the text they sign, on ReCaps of one and of several resources.
import { createEncodedRecap, encodeRecap, formatMessage } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { decodeRecap, recapStatement } from './recap-statement.ts'

const iss = 'did:pkh:eip155:1:0x0000000000000000000000000000000000000001'
const payload = { domain: 'example.com', aud: 'https://example.com/', version: '1', nonce: 'n0nceN0nce123456', iat: '2026-11-24T09:59:00.000Z', type: 'caip122', chains: ['eip155:1'] }
const statementIn = (message: string) => message.split('\n')[3]

describe('recapStatement', () => {
  it.each([
    ['one resource', createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction']), 'Sign in'],
    ['no statement', createEncodedRecap('eip155', 'request', ['personal_sign']), undefined],
    ['two resources', encodeRecap({ att: { 'https://api.example.com': { 'crud/read': [{}], 'crud/delete': [{}] }, eip155: { 'request/personal_sign': [{}] } } }), 'Sign in'],
  ])('writes the sentence as the wallet does: %s', (_, recap, statement) => {
    const resources = ['https://example.com/terms', recap]
    const signed = formatMessage({ ...payload, statement, resources } as never, iss)
    expect(recapStatement(statement, resources)).toBe(statementIn(signed))
  })

  it('leaves a statement alone when the last resource is no ReCap', () => {
    expect(recapStatement('Sign in', [createEncodedRecap('eip155', 'request', ['personal_sign']), 'https://example.com/terms'])).toBe('Sign in')
    expect(recapStatement(undefined, undefined)).toBeUndefined()
  })

  it('refuses a malformed ReCap', () => {
    expect(() => decodeRecap('urn:recap:bm90IGpzb24')).toThrow()
    expect(() => recapStatement('x', [`urn:recap:${btoa(JSON.stringify({ att: { eip155: { personal_sign: [{}] } } }))}`])).toThrow('is not <namespace>/<action>')
  })
})
