import { describe, expect, it } from 'vitest'
import { accountKind, createAccountChoice, kindInUse, userAnswer } from './account-choice.ts'

const user = { email: 'a@example.com', address: '0xEoa', smartAccountAddress: '0xSmart' }

describe('account choice', () => {
  it('uses the smart account by default where one is offered, the EOA elsewhere or when preferred', () => {
    const choice = createAccountChoice()
    expect(kindInUse(choice, 1337, true)).toBe('smartAccount')
    expect(kindInUse(choice, 1, false)).toBe('eoa')
    choice.preferred.set(1337, 'eoa')
    expect(kindInUse(choice, 1337, true)).toBe('eoa')
    // per chain
    expect(kindInUse(choice, 8453, true)).toBe('smartAccount')
    choice.preferred.set(1, 'smartAccount')
    expect(kindInUse(choice, 1, false)).toBe('eoa')
  })

  it('reads only the three type names', () => {
    expect([accountKind('eoa'), accountKind('smartAccount'), accountKind('eip7702'), accountKind('payment'), accountKind(undefined)]).toEqual(['eoa', 'smartAccount', 'eip7702', undefined, undefined])
  })

  it('uses the 7702 account where preferred and a bundler is offered, the EOA where none is', () => {
    const choice = createAccountChoice()
    choice.preferred.set(1337, 'eip7702')
    choice.preferred.set(1, 'eip7702')
    expect([kindInUse(choice, 1337, true), kindInUse(choice, 1, false)]).toEqual(['eip7702', 'eoa'])
  })

  it("answers GET_USER for a 7702 account with ONE account, the key's own address", () => {
    expect(userAnswer(user, 1337, 'eip7702', true)).toEqual({
      email: 'a@example.com',
      address: '0xEoa',
      chainId: 1337,
      accounts: [{ address: '0xEoa', type: 'eip7702' }],
      preferredAccountType: 'eip7702',
      smartAccountDeployed: true,
    })
  })

  it('answers GET_USER with both accounts and the one in use', () => {
    expect(userAnswer(user, 1337, 'smartAccount', false)).toEqual({
      email: 'a@example.com',
      address: '0xSmart',
      chainId: 1337,
      accounts: [
        { address: '0xEoa', type: 'eoa' },
        { address: '0xSmart', type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(userAnswer(user, 1337, 'eoa', true)).toMatchObject({ address: '0xEoa', preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect(userAnswer({ email: null, address: '0xEoa' }, 1, 'smartAccount', true)).toEqual({
      email: null,
      address: '0xEoa',
      chainId: 1,
      accounts: [{ address: '0xEoa', type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })
})
