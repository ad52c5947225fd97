// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS, type Connector } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { renderWith, loadedAppKit } from '../../test-support/app-kit.tsx'
import { fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import ConnectView, { title } from './connect-view.tsx'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

const other: Connector = { id: 'io.other', name: 'Other Wallet', type: 'INJECTED', chain: 'eip155' }
const wc: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

async function setup(wallets: Connector[]) {
  const t = await loadedAppKit({}, fakeEvm({ wallets }))
  appKit = t.appKit
  const kernel = t.kernel
  renderWith(appKit, <ConnectView />)
  return { ...t, kernel }
}

describe('Connect view', () => {
  it('is titled Connect Wallet', () => {
    expect(title).toBe('Connect Wallet')
  })

  it('lists the wallets in the kernel section order, each a button named by the wallet', async () => {
    const { kernel } = await setup([sandboxWallet, other, wc])
    act(() => kernel.get(TOKENS.connectors).addRecent({ id: other.id, name: other.name }))
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    // walletConnect, recent, injected (SPEC §2 order); tags are hidden from the accessible name
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual([
      'wallet-selector-walletConnect',
      'wallet-selector-io.other',
      'wallet-selector-io.sandbox.wallet',
    ])
    expect(names).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Other Wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' }).querySelector('img')?.getAttribute('src')).toBe(sandboxWallet.imageUrl)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('pushes ConnectingExternal with the connector id on click', async () => {
    const { kernel } = await setup([sandboxWallet])
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    expect(kernel.get(TOKENS.router).get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: sandboxWallet.id } })
  })

  it('renders wallet names as text and loads no unsafe icon', async () => {
    const evil: Connector = {
      id: 'evil',
      name: '<img src=x onerror="alert(1)">Evil',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'javascript:alert(1)',
    }
    await setup([evil])
    const button = screen.getByRole('button', { name: '<img src=x onerror="alert(1)">Evil' })
    expect(button.querySelector('img')).toBeNull()
  })

  it('says so when no wallet is found', async () => {
    await setup([])
    expect(screen.getByText('No wallet found')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('follows wallets announced later', async () => {
    const { controls } = await setup([])
    act(() => controls.connectors$.next([sandboxWallet]))
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
  })
})
