// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, renderWith, loadedAppKit } from '../../test-support/app-kit.tsx'
import { ADDRESS, base, rejection, sandboxWallet } from '../../test-support/fake-evm.ts'
import NetworksView, { title } from './networks-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup({ connected }: { connected: boolean }) {
  const t = await loadedAppKit()
  appKit = t.appKit
  const kernel = t.kernel
  await act(async () => {
    if (connected) {
      const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
    }
    kernel.get(TOKENS.modal).open()
    kernel.get(TOKENS.router).push('Networks')
  })
  renderWith(appKit, <NetworksView />)
  return { ...t, kernel, router: kernel.get(TOKENS.router) }
}

describe('Networks view', () => {
  it('is titled Choose Network', () => expect(title).toBe('Choose Network'))

  it('lists each network by name and marks the active one', async () => {
    await setup({ connected: false })
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Base' }).hasAttribute('aria-current')).toBe(false)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('asks the wallet to switch, then goes back', async () => {
    const { controls, kernel, router } = await setup({ connected: true })
    expect(router.get().history.length).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    expect(controls.switchCalls).toEqual([base])
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      controls.switch.resolve()
      await flush()
    })
    expect(kernel.get(TOKENS.network).get().activeNetwork.caipNetworkId).toBe('eip155:8453')
    expect(router.get().view).toBe('Account')
  })

  it('shows a rejected switch in the view and stays', async () => {
    const { controls, router } = await setup({ connected: true })
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    await act(async () => {
      controls.switch.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toBe('Switch declined')
    expect(router.get().view).toBe('Networks')
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('selects a network without a wallet when disconnected', async () => {
    const { controls, kernel } = await setup({ connected: false })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Base' }))
      await flush()
    })
    expect(controls.switchCalls).toEqual([])
    expect(kernel.get(TOKENS.network).get().activeNetwork.name).toBe('Base')
  })
})
