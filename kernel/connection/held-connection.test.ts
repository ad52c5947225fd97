import { describe, expect, it } from 'vitest'
import { chainA } from '../test-support/networks.ts'
import { sessionAccount } from './held-connection.ts'

describe('held connection', () => {
  it("a session's account: connected, its addresses on the wallet's network, its user and account types", () => {
    const account = sessionAccount(
      'eip155',
      'embedded',
      {
        accounts: ['0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'],
        chainId: 1337,
        user: { email: 'a@example.com' },
        allAccounts: [{ address: '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', type: 'smartAccount' }],
      },
      { name: 'Email' },
      chainA,
    )
    expect(account).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      connectorId: 'embedded',
      connectedWalletInfo: { name: 'Email' },
      user: { email: 'a@example.com' },
      address: '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      caipAddress: 'eip155:1337:0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      addressExplorerUrl: 'https://explorer.example/address/0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    })
    expect(account.allAccounts).toEqual([
      { address: '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', type: 'eoa' },
      { address: '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', type: 'smartAccount' },
    ])
  })
})
