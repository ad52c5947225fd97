import { describe, expect, it } from 'vitest'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2, ANVIL_MNEMONIC } from './accounts.ts'

describe('anvil dev accounts', () => {
  it('are accounts #0, #1 and #2 of the default mnemonic', () => {
    expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }).address).toBe(ANVIL_ACCOUNT_0.address)
    expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }).address).toBe(ANVIL_ACCOUNT_1.address)
    expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 }).address).toBe(ANVIL_ACCOUNT_2.address)
  })

  it('pair each private key with its address', () => {
    expect(privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey).address).toBe(ANVIL_ACCOUNT_0.address)
    expect(privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey).address).toBe(ANVIL_ACCOUNT_1.address)
    expect(privateKeyToAccount(ANVIL_ACCOUNT_2.privateKey).address).toBe(ANVIL_ACCOUNT_2.address)
  })
})
