import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import { accountInfoPatch } from './account-info.ts'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

const kernels: { dispose(): void }[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

function setup(fake = createFakeAdapter()) {
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: createMemoryBackend(), logLevel: 'silent' }, [plugin])
  kernels.push(kernel)
  return { fake, connection: kernel.get(TOKENS.connection) }
}

describe('accountInfoPatch', () => {
  it('copies the fields the wallet reported and leaves out the absent ones', () => {
    expect(accountInfoPatch({})).toEqual({})
    expect(accountInfoPatch({ user: { email: null, userName: 'alice' }, socialProvider: 'x' })).toEqual({ user: { email: null, userName: 'alice' }, socialProvider: 'x' })
    expect(accountInfoPatch({ preferredAccountType: 'eoa', smartAccountDeployed: false, allAccounts: [{ address: EOA, type: 'eoa' }] })).toEqual({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      allAccounts: [{ address: EOA, type: 'eoa' }],
    })
  })
})

describe('connection service: the account info an adapter reports', () => {
  it('a session carries the user, social provider and account types into the account state', async () => {
    const { connection, fake } = setup()
    fake.state.accounts = [SMART]
    fake.state.info = {
      user: { email: 'alice@example.com' },
      socialProvider: 'google',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      allAccounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    }
    await connection.connect('fake')
    expect(connection.account('eip155')).toMatchObject({
      address: SMART,
      user: { email: 'alice@example.com' },
      socialProvider: 'google',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      // the active account first, its type kept; the other account after it
      allAccounts: [
        { address: SMART, type: 'smartAccount' },
        { address: EOA, type: 'eoa' },
      ],
    })
  })

  it('an accountInfoChanged event updates only what it carries; a switch of account keeps the types', async () => {
    const { connection, fake } = setup()
    fake.state.info = { user: { email: 'alice@example.com' }, preferredAccountType: 'eoa', allAccounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] }
    await connection.connect('fake')
    fake.events.next({ type: 'accountInfoChanged', info: { user: { email: 'bob@example.com' } } })
    expect(connection.account('eip155')).toMatchObject({ user: { email: 'bob@example.com' }, preferredAccountType: 'eoa', address: EOA })

    // the account type switch: the type first, then the new active address
    fake.events.next({ type: 'accountInfoChanged', info: { preferredAccountType: 'smartAccount' } })
    fake.events.next({ type: 'accountsChanged', accounts: [SMART] })
    expect(connection.account('eip155')).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
      allAccounts: [
        { address: SMART, type: 'smartAccount' },
        { address: EOA, type: 'eoa' },
      ],
    })
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('1.234567'))
  })

  it('a wallet that reports nothing has eoa accounts and no user; a disconnect clears the info', async () => {
    const { connection, fake } = setup()
    fake.state.info = { user: { email: 'alice@example.com' }, socialProvider: 'google' }
    await connection.connect('fake')
    expect(connection.account('eip155').user).toEqual({ email: 'alice@example.com' })
    await connection.disconnect()
    expect(connection.account('eip155').user).toBeUndefined()
    expect(connection.account('eip155').socialProvider).toBeUndefined()

    fake.state.info = {}
    await connection.connect('fake')
    expect(connection.account('eip155')).toMatchObject({ allAccounts: [{ address: EOA, type: 'eoa' }] })
    expect(connection.account('eip155').user).toBeUndefined()
    expect(connection.account('eip155').preferredAccountType).toBeUndefined()
  })
})
