// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { connectedAppKit, flush, renderWith } from '../../test-support/app-kit.tsx'
import UnsupportedChainView, { title } from './unsupported-chain-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup() {
  // the wallet answers from a chain the app does not list: the kernel opens UnsupportedChain
  const t = await connectedAppKit(31337)
  appKit = t.appKit
  const kernel = t.kernel
  renderWith(appKit, <UnsupportedChainView />)
  return { ...t, kernel }
}

describe('UnsupportedChain view', () => {
  it('is titled Switch Network', () => expect(title).toBe('Switch Network'))

  it('explains, lists the networks to switch to, and none is current', async () => {
    const { kernel } = await setup()
    expect(kernel.get(TOKENS.router).get().view).toBe('UnsupportedChain')
    expect(screen.getByText(/does not support/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ethereum' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.getByRole('button', { name: 'Base' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('switching to a listed network closes the modal', async () => {
    const { controls, kernel } = await setup()
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    await act(async () => {
      controls.switch.resolve()
      await flush()
    })
    expect(kernel.get(TOKENS.network).get().unsupportedChainId).toBeUndefined()
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })

  it('disconnects and closes', async () => {
    const { kernel } = await setup()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
      await flush()
    })
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })
})
