import { describe, expect, it } from 'vitest'
import { accountTypeChoice, accountTypeOptions, searchWithAccountType } from './account-type.ts'

describe('the playground account type', () => {
  it('reads ?accountType (a known type only) into defaultAccountTypes', () => {
    expect(accountTypeChoice('?accountType=eip7702')).toBe('eip7702')
    expect(accountTypeChoice('?accountType=eoa&sponsor')).toBe('eoa')
    expect(accountTypeChoice('?accountType=payment')).toBeUndefined()
    expect(accountTypeChoice('')).toBeUndefined()
    expect(accountTypeOptions('eip7702')).toEqual({ defaultAccountTypes: { eip155: 'eip7702' } })
    expect(accountTypeOptions(undefined)).toEqual({})
  })

  it('writes the choice into the URL, keeping the other parameters; the default removes it', () => {
    expect(searchWithAccountType('?sponsor=', 'eip7702')).toBe('?sponsor=&accountType=eip7702')
    expect(searchWithAccountType('?accountType=eip7702&sponsor=', 'smartAccount')).toBe('?sponsor=')
    expect(searchWithAccountType('?accountType=eip7702', 'smartAccount')).toBe('')
  })
})
