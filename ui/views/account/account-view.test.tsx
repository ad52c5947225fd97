// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, renderWith, loadedAppKit } from '../../test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import { servicesPlugin } from '../../test-support/fake-explorer.ts'
import AccountView, { title } from './account-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

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

  it('offers the wallet features whose views are composed, in the feature order, and opens them', async () => {
    const wallet = fakeEvm()
    const featureViews: Plugin = {
      id: 'feature-views',
      views: { Receive: async () => ({ default: () => null }), Send: async () => ({ default: () => null }) },
      // as receive() and send() contribute them
      accountFeatures: [
        { id: 'receive', view: 'Receive', label: 'Receive' },
        { id: 'send', view: 'Send', label: 'Send', namespaces: ['eip155', 'solana'] },
      ],
    }
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

  it('says in words when the balance read fails (an RPC node down), and keeps no bare dash alone', async () => {
    const wallet = fakeEvm()
    vi.spyOn(wallet.adapter, 'getBalance').mockRejectedValue(new Error('HTTP request failed'))
    await setup({}, wallet)
    await waitFor(() => expect(screen.getByTestId('account-view-balance-unavailable').textContent).toMatch(/the network did not answer/i))
    expect(screen.getByTestId('account-view-balance-unavailable').getAttribute('role')).toBe('status')
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

describe('Account view: profile and explorer', () => {
  // The kernel's test asks the real sandbox API (kernel/connection); here only the view is under
  // test, so the blockchain API answers from a stub fetch in the hosted wire shapes.
  const API = 'http://blockchain-api.test'
  const answers = servicesPlugin({
    blockchainFetch: async (input) => {
      const url = new URL(input)
      if (url.origin === API && url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] })
      if (url.origin === API && url.pathname === `/v1/identity/${ADDRESS}`) return Response.json({ name: 'sandbox-alice.reown.id', avatar: 'http://127.0.0.1:1/alice.png' })
      return new Response('not found', { status: 404 })
    },
  })

  it("shows the account's name (identity API) above its address, its avatar, and the explorer link", async () => {
    const withExplorer = { ...ethereum, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } }
    const wallet = fakeEvm()
    await setup({ networks: [withExplorer, base], endpoints: { blockchainApi: API }, plugins: [wallet.plugin, answers] }, wallet)
    await waitFor(() => expect(screen.getByTestId('account-view-name').textContent).toBe('sandbox-alice.reown.id'))
    expect(screen.getByTestId('account-view-address-short').textContent).toBe('0xf39F…2266')
    expect(screen.getByTestId('account-view').querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:1/alice.png')
    const link = screen.getByRole('link', { name: 'Block Explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('shows no explorer link when the network names none', async () => {
    const wallet = fakeEvm()
    await setup({ endpoints: { blockchainApi: API }, plugins: [wallet.plugin, answers] }, wallet)
    expect(screen.queryByRole('link', { name: 'Block Explorer' })).toBeNull()
  })
})

describe('Account view: Choose a name', () => {
  const nameViews: Plugin = { id: 'name-views', views: { RegisterAccountName: async () => ({ default: () => null }) }, slots: { accountName: 'RegisterAccountName' } }

  it('offers an EVM account without a name to choose one when RegisterAccountName is composed, and opens it', async () => {
    const wallet = fakeEvm()
    const { kernel } = await setup({ plugins: [wallet.plugin, nameViews] }, wallet)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
      await flush()
    })
    expect(kernel.get(TOKENS.router).get().view).toBe('RegisterAccountName')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('offers nothing without the view, or to an account that has a name', async () => {
    await setup()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    cleanup()
    appKit?.dispose()
    const API = 'http://blockchain-api.test'
    const named = servicesPlugin({
      blockchainFetch: async (input) => {
        const url = new URL(input)
        if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] })
        if (url.pathname === `/v1/identity/${ADDRESS}`) return Response.json({ name: 'sandbox-alice.reown.id', avatar: null })
        return new Response('not found', { status: 404 })
      },
    })
    const wallet = fakeEvm()
    await setup({ endpoints: { blockchainApi: API }, plugins: [wallet.plugin, nameViews, named] }, wallet)
    await waitFor(() => expect(screen.getByTestId('account-view-name').textContent).toBe('sandbox-alice.reown.id'))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})
