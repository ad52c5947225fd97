// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Connector, type Plugin } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import AccountView from './account-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const auth: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const sectionPlugin: Plugin = { id: 'account-section', views: { AccountSection: async () => ({ default: () => <p>Signed in as alice@example.com</p> }) } }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function connectedWith(connectorId: string) {
  const wallet = fakeEvm({ wallets: [sandboxWallet, auth] })
  const t = await loadedAppKit({ plugins: [wallet.plugin, sectionPlugin] }, wallet)
  appKit = t.appKit
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(connectorId)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  await act(async () => {
    renderWith(t.appKit, <AccountView />)
    await flush()
  })
  return t
}

describe("Account view: a plugin's AccountSection", () => {
  it('shows while the AUTH connector (the embedded wallet) is connected', async () => {
    await connectedWith('AUTH')
    expect(await screen.findByText('Signed in as alice@example.com')).toBeTruthy()
  })

  it('is not shown for another wallet', async () => {
    await connectedWith(sandboxWallet.id)
    await act(flush)
    expect(screen.getByTestId('account-view')).toBeTruthy()
    expect(screen.queryByText('Signed in as alice@example.com')).toBeNull()
  })
})
