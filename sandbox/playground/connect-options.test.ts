import { describe, expect, it } from 'vitest'
import { connectChoices, connectOptions, searchWith } from './connect-options.ts'

describe('playground Connect-view choices', () => {
  it('defaults: no terms, wallets not collapsed, All Wallets shown, email, social, wallet', () => {
    const choices = connectChoices('')
    expect(choices).toEqual({ legal: 'none', collapse: false, allWallets: 'SHOW', methods: 'email,social,wallet' })
    expect(connectOptions(choices, 'http://x')).toEqual({
      allWallets: 'SHOW',
      features: { legalCheckbox: false, collapseWallets: false, connectMethodsOrder: ['email', 'social', 'wallet'] },
    })
  })

  it('reads each choice from the URL', () => {
    const choices = connectChoices('?legal=checkbox&collapse&allWallets=ONLY_MOBILE&methods=wallet,email')
    expect(connectOptions(choices, 'http://x')).toEqual({
      termsConditionsUrl: 'http://x/#terms',
      privacyPolicyUrl: 'http://x/#privacy',
      allWallets: 'ONLY_MOBILE',
      features: { legalCheckbox: true, collapseWallets: true, connectMethodsOrder: ['wallet', 'email'] },
    })
    expect(connectChoices('?legal=bogus&allWallets=NEVER')).toMatchObject({ legal: 'none', allWallets: 'SHOW' })
  })

  it('changes one choice in the URL, keeping the others and leaving defaults out', () => {
    expect(searchWith('?embedded=off', 'legal', 'footer')).toBe('?embedded=off&legal=footer')
    expect(searchWith('?legal=footer', 'collapse', true)).toBe('?legal=footer&collapse')
    expect(searchWith('?legal=footer&collapse', 'collapse', false)).toBe('?legal=footer')
    expect(searchWith('?allWallets=HIDE', 'allWallets', 'SHOW')).toBe('')
  })
})
