// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../../kernel/index.ts'
import { createFakeAdapter } from '../../../kernel/test-support/fake-adapter.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import AccountView from './account-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(multiWallet: boolean) {
  const injected = createFakeAdapter({ chainId: 1 })
  const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'], chainId: 1 })
  const t = await loadedAppKit({
    features: { multiWallet },
    plugins: [
      { id: 'injected', adapters: () => [injected.adapter] },
      { id: 'wc', adapters: () => [wc.adapter] },
    ],
  })
  appKit = t.appKit
  const connection = t.kernel.get(TOKENS.connection)
  await act(async () => {
    await connection.connect('fake')
    await connection.connect('walletConnect')
    t.kernel.get(TOKENS.modal).open()
    renderWith(appKit!, <AccountView />)
    await flush()
  })
  return { ...t, connection, injected, wc }
}

describe('Account view with several wallets', () => {
  it('lists the connected wallets, switches on a click, and Disconnect ends the active one only', async () => {
    const { connection, kernel, wc } = await setup(true)
    const list = screen.getByRole('list', { name: 'Connected wallets' })
    expect(list.querySelectorAll('li')).toHaveLength(2)
    expect(screen.getByRole('button', { name: /^walletConnect Active$/ }).getAttribute('aria-current')).toBe('true')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Switch to Fake Wallet/ }))
      await flush()
    })
    expect(connection.account('eip155').connectorId).toBe('fake')
    expect(screen.getByTestId('account-view-address').textContent).toBe('0x1111111111111111111111111111111111111111')
    expect(await axeViolations(document.body)).toEqual([])

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
      await flush()
    })
    expect(kernel.get(TOKENS.router).get().view).toBe('Connect')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
      await flush()
      await flush()
    })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(wc.state.permitted).toBe(true)
    expect(screen.queryByRole('list', { name: 'Connected wallets' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add wallet' })).toBeTruthy()
  })

  it('without features.multiWallet: no wallets list, no Add wallet', async () => {
    await setup(false)
    expect(screen.queryByRole('button', { name: 'Add wallet' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Connected wallets' })).toBeNull()
  })
})
