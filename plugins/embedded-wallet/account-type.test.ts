import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { accountsOf, appDefaultAccountType, asAccountType, preferredAccountType, rememberPreferredAccountType, smartAccountsOn, usesBundler } from './account-type.ts'
import { scriptedFrame } from './test-support.ts'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

describe('account types', () => {
  it('prefers a smart account on EVM until the visitor chose, kept per chain', () => {
    const storage = memoryStorage()
    expect(preferredAccountType(storage, 1337)).toBe('smartAccount')
    storage.set('preferredAccountTypes', { solana: 'smartAccount' })
    rememberPreferredAccountType(storage, 'eip155:1337', 'eoa')
    expect(preferredAccountType(storage, 1337)).toBe('eoa')
    expect(preferredAccountType(storage, 'eip155:1337')).toBe('eoa')
    // another chain keeps the default
    expect(preferredAccountType(storage, 8453)).toBe('smartAccount')
    expect(storage.get('preferredAccountTypes')).toEqual({ solana: 'smartAccount', 'eip155:1337': 'eoa' })
    rememberPreferredAccountType(storage, 8453, 'smartAccount')
    expect(storage.get('preferredAccountTypes')).toEqual({ solana: 'smartAccount', 'eip155:1337': 'eoa', 'eip155:8453': 'smartAccount' })
    // a namespace-wide choice (AppKit's key) counts on the chains with none of their own
    storage.set('preferredAccountTypes', { eip155: 'eoa', 'eip155:8453': 'smartAccount' })
    expect(preferredAccountType(storage, 1)).toBe('eoa')
    expect(preferredAccountType(storage, 8453)).toBe('smartAccount')
  })

  it("the app's defaultAccountTypes.eip155 is the default until the visitor chose; an unknown name is warned about", () => {
    const warnings: string[] = []
    expect(appDefaultAccountType({ eip155: 'eip7702' })).toBe('eip7702')
    expect(appDefaultAccountType({ eip155: 'eoa' })).toBe('eoa')
    expect(appDefaultAccountType(undefined)).toBe('smartAccount')
    expect(appDefaultAccountType({ eip155: 'payment' }, (message) => warnings.push(message))).toBe('smartAccount')
    expect(warnings).toEqual(['defaultAccountTypes.eip155 "payment" is not an account type (eoa, smartAccount or eip7702); using smartAccount'])
    const storage = memoryStorage()
    expect(preferredAccountType(storage, 1337, 'eip7702')).toBe('eip7702')
    rememberPreferredAccountType(storage, 1337, 'eoa')
    expect(preferredAccountType(storage, 1337, 'eip7702')).toBe('eoa')
    expect([asAccountType('eip7702'), asAccountType('smartAccount'), asAccountType('payment')]).toEqual(['eip7702', 'smartAccount', 'eoa'])
    expect([usesBundler('eip7702'), usesBundler('smartAccount'), usesBundler('eoa'), usesBundler(undefined)]).toEqual([true, true, false, false])
  })

  it('smart accounts only on the chains the frame lists', () => {
    const { frame } = scriptedFrame({}, { smartAccountEnabledNetworks: [8453] })
    expect(smartAccountsOn(frame, 8453)).toBe(true)
    expect(smartAccountsOn(frame, 'eip155:8453')).toBe(true)
    expect(smartAccountsOn(frame, 1)).toBe(false)
    expect(smartAccountsOn(scriptedFrame({}).frame, 8453)).toBe(false)
  })

  it("the account in use and its type: the frame's list, else its one address", () => {
    expect(accountsOf({ address: EOA })).toEqual({ type: 'eoa', allAccounts: [{ address: EOA, type: 'eoa' }] })
    expect(accountsOf({ address: SMART, preferredAccountType: 'smartAccount' })).toEqual({ type: 'smartAccount', allAccounts: [{ address: SMART, type: 'smartAccount' }] })
    expect(
      accountsOf({ address: SMART.toUpperCase().replace('0X', '0x'), accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }], preferredAccountType: 'eoa' }),
    ).toEqual({ type: 'smartAccount', allAccounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] })
    // an unknown type name is the EOA
    expect(accountsOf({ address: EOA, accounts: [{ address: EOA, type: 'payment' }] }).type).toBe('eoa')
  })
})
