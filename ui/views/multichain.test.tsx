// @vitest-environment happy-dom
// The shell over a multichain wallet: ConnectingExternal follows each namespace the merged
// entry connects and says what a refusing side left out; the Networks view groups networks by
// family and, on a namespace that is not connected, leads to the wallets that connect it.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { axeViolations } from '../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, rejection, sandboxWallet } from '../test-support/fake-evm.ts'
import { fakeSolana, SOLANA_ADDRESS, sandboxSolana, sandboxWalletSolana } from '../test-support/fake-solana.ts'
import ConnectView from './connect/connect-view.tsx'
import { connectExternal } from './connecting-external/connect-external.ts'
import ConnectingExternalView from './connecting-external/connecting-external-view.tsx'
import NetworksView from './networks/networks-view.tsx'

vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

/** The Sandbox Wallet on both chains, plus a Solana-only wallet and an EVM-only one. */
async function setup() {
  const phantom = { id: 'wallet-standard:Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const
  const rabby = { ...sandboxWallet, id: 'io.rabby', name: 'Rabby' }
  const evm = fakeEvm({ wallets: [sandboxWallet, rabby] })
  const sol = fakeSolana({ wallets: [sandboxWalletSolana, phantom] })
  const t = await loadedAppKit({ networks: [ethereum, base, sandboxSolana], plugins: [evm.plugin, sol.plugin] }, evm)
  appKit = t.appKit
  return { ...t, sol, connection: t.kernel.get(TOKENS.connection), router: t.kernel.get(TOKENS.router), modal: t.kernel.get(TOKENS.modal) }
}

describe('ConnectingExternal with a multichain wallet', () => {
  it('lists each namespace, asks them in turn, and closes once both connected', async () => {
    const { kernel, controls, sol, connection, modal } = await setup()
    act(() => {
      modal.open()
      connectExternal(kernel, sandboxWallet.id)
    })
    renderWith(appKit!, <ConnectingExternalView data={{ connectorId: sandboxWallet.id }} />)
    const sides = screen.getByRole('list', { name: 'Networks to connect' })
    expect(within(sides).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EVMApprove in your wallet', 'SolanaNext'])
    expect(screen.getByText('Accept the EVM connection request in the wallet.')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])

    await act(async () => {
      controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    expect(within(sides).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EVMConnected', 'SolanaApprove in your wallet'])
    expect(sol.controls.connectCalls).toEqual([sandboxWalletSolana.id])
    await act(async () => {
      sol.controls.connect.resolve()
      await flush()
    })
    expect(connection.account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
    // the modal closes once the frame that shows the accounts is painted
    await act(() => vi.waitFor(() => expect(modal.get().open).toBe(false)))
  })

  it('a refusing side: says what is connected, retries that side alone, or continues', async () => {
    const { kernel, controls, sol, connection, modal } = await setup()
    act(() => {
      modal.open()
      connectExternal(kernel, sandboxWallet.id)
    })
    renderWith(appKit!, <ConnectingExternalView data={{ connectorId: sandboxWallet.id }} />)
    await act(async () => {
      controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
      sol.controls.connect.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Solana not connected: Connection declined')
    expect(screen.getByText('Sandbox Wallet is connected on EVM. You can ask it again for the rest, or continue.')).toBeTruthy()
    expect(modal.get().open).toBe(true)
    expect(await axeViolations(document.body)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Connect Solana' }))
    expect(sol.controls.connectCalls).toEqual([sandboxWalletSolana.id, sandboxWalletSolana.id])
    await act(async () => {
      sol.controls.connect.reject(rejection())
      await flush()
    })
    // the retry asked the Solana side only: EVM stays connected, and Continue closes
    expect(connection.account('eip155').status).toBe('connected')
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(sol.controls.connectCalls).toHaveLength(3)
    expect(controls.connectCalls).toEqual([sandboxWallet.id])
    await act(async () => {
      sol.controls.connect.resolve()
      await flush()
    })
    expect(connection.account('solana').status).toBe('connected')
    // the account shows first; the modal closes once that frame is painted
    await act(() => vi.waitFor(() => expect(modal.get().open).toBe(false)))
  })
})

describe('Networks view with EVM and Solana networks', () => {
  async function connectedEvm() {
    const t = await setup()
    await act(async () => {
      const done = t.connection.connect(sandboxWallet.id, { namespace: 'eip155' })
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      t.modal.open()
      t.router.push('Networks')
    })
    return t
  }

  it('groups the networks by family under a heading each', async () => {
    await connectedEvm()
    renderWith(appKit!, <NetworksView />)
    const evmGroup = screen.getByRole('list', { name: 'EVM' })
    const solanaGroup = screen.getByRole('list', { name: 'Solana' })
    expect(within(evmGroup).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ethereum', 'Base'])
    expect(within(solanaGroup).getByRole('button', { name: 'Sandbox Solana' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('Solana not connected: makes it active and offers the wallets that connect Solana; their pick connects that side only', async () => {
    const { kernel, controls, sol, connection, router } = await connectedEvm()
    renderWith(appKit!, <NetworksView />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sandbox Solana' }))
      await flush()
    })
    expect(controls.switchCalls).toEqual([]) // nothing to ask the EVM wallet
    expect(kernel.get(TOKENS.network).get().activeNamespace).toBe('solana')
    expect(connection.account('eip155').status).toBe('connected')
    expect(router.get()).toMatchObject({ view: 'Connect', data: { namespace: 'solana' } })

    cleanup()
    renderWith(appKit!, <ConnectView data={{ namespace: 'solana' }} />)
    expect(screen.getByText('Connect a wallet on Solana')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Sandbox Wallet/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Phantom/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull() // listing wallets connect over WalletConnect: no Solana here
    fireEvent.click(screen.getByRole('button', { name: /Sandbox Wallet/ }))
    expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: sandboxWallet.id, namespace: 'solana' } })
    await act(async () => {
      sol.controls.connect.resolve()
      await flush()
    })
    expect(controls.connectCalls).toEqual([sandboxWallet.id]) // the EVM side was not asked again
    expect(connection.account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(kernel.get(TOKENS.network).get().activeNamespace).toBe('solana')
  })

  it('a connected namespace: switching to it goes back, the other account intact', async () => {
    const { kernel, sol, connection, router } = await connectedEvm()
    await act(async () => {
      const done = connection.connect(sandboxWallet.id, { namespace: 'solana' })
      sol.controls.connect.resolve()
      await done
      kernel.get(TOKENS.modal).open()
      router.push('Networks')
    })
    renderWith(appKit!, <NetworksView />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sandbox Solana' }))
      await flush()
    })
    expect(router.get().view).toBe('Account')
    expect(kernel.get(TOKENS.network).get().activeNamespace).toBe('solana')
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
  })
})

describe('Connect view', () => {
  it('opened while only another namespace is connected, offers wallets of the active one', async () => {
    const { kernel, controls, connection, modal } = await setup()
    await act(async () => {
      const done = connection.connect(sandboxWallet.id, { namespace: 'eip155' })
      controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await connection.switchNetwork(sandboxSolana)
      modal.open()
    })
    expect(kernel.get(TOKENS.router).get().view).toBe('Connect')
    renderWith(appKit!, <ConnectView />)
    expect(screen.getByText('Connect a wallet on Solana')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
  })

  it('opened for one namespace (AppKit\'s open({ namespace })), offers the wallets of that namespace', async () => {
    const { modal } = await setup()
    act(() => modal.open({ view: 'Connect', namespace: 'solana' }))
    renderWith(appKit!, <ConnectView />)
    expect(screen.getByText('Connect a wallet on Solana')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Phantom/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
  })

  it('with nothing connected, offers every wallet', async () => {
    await setup()
    renderWith(appKit!, <ConnectView />)
    expect(screen.queryByTestId('connect-namespace')).toBeNull()
    expect(screen.getByRole('button', { name: /Rabby/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Phantom/ })).toBeTruthy()
  })
})
