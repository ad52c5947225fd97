// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, renderWith, loadedAppKit } from '../../test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import AccountView, { title } from './account-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}) }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(options: Parameters<typeof loadedAppKit>[0] = {}, wallet = fakeEvm()) {
  const t = await loadedAppKit(options, wallet)
  appKit = t.appKit
  const kernel = t.kernel
  const connection = kernel.get(TOKENS.connection)
  await act(async () => {
    const done = connection.connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
    kernel.get(TOKENS.modal).open()
  })
  const refresh = vi.spyOn(connection, 'refreshBalance')
  await act(async () => {
    renderWith(appKit!, <AccountView />)
    await flush()
  })
  return { ...t, kernel, connection, refresh }
}

describe('Account view', () => {
  it('is titled Account', () => expect(title).toBe('Account'))

  it('offers the wallet features whose views are composed, in SPEC §1 order, and opens them', async () => {
    const wallet = fakeEvm()
    const featureViews: Plugin = { id: 'feature-views', views: { Receive: async () => ({ default: () => null }), Send: async () => ({ default: () => null }) } }
    const { kernel } = await setup({ plugins: [wallet.plugin, featureViews] }, wallet)
    const list = screen.getByRole('list', { name: 'Wallet features' })
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Receive', 'Send'])
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
      await flush()
    })
    expect(kernel.get(TOKENS.router).get().view).toBe('Receive')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('offers no feature button when no feature view is composed', async () => {
    await setup()
    expect(screen.queryByRole('list', { name: 'Wallet features' })).toBeNull()
  })

  it('shows the truncated address with the full one for assistive technology, and the balance', async () => {
    const { refresh } = await setup()
    expect(refresh).toHaveBeenCalled()
    expect(screen.getByTestId('account-view-address-short').textContent).toBe('0xf39F…2266')
    expect(screen.getByTestId('account-view-address').textContent).toBe(ADDRESS)
    expect(screen.getByTestId('account-view-balance').textContent).toBe('1.234 ETH')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('copies the address', async () => {
    await setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
  })

  it('opens Networks from the network button', async () => {
    const { kernel } = await setup()
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(kernel.get(TOKENS.router).get().view).toBe('Networks')
  })

  it('shows the disconnect in progress while the wallet takes its time', async () => {
    const { kernel, adapter } = await setup()
    let release!: () => void
    adapter.disconnect = () => new Promise<void>((resolve) => (release = resolve))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
      await flush()
    })
    const busy = screen.getByRole('button', { name: 'Disconnecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    await act(async () => {
      release()
      await flush()
    })
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
  })

  it('disconnects', async () => {
    const { kernel } = await setup()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
      await flush()
    })
    await waitFor(() => expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected'))
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })
})
