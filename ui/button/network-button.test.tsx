// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
import { axeViolations } from '../test-support/axe.ts'
import { loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { base } from '../test-support/fake-evm.ts'
import { NetworkButton } from './network-button.tsx'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

describe('NetworkButton', () => {
  it('shows the active network and opens Networks', async () => {
    appKit = (await loadedAppKit()).appKit
    const open = vi.spyOn(appKit, 'open').mockResolvedValue()
    const { container } = renderWith(appKit, <NetworkButton />)
    const root = container.querySelector('portico-network-button')!.shadowRoot!
    const shadow = within(root as unknown as HTMLElement)
    fireEvent.click(shadow.getByRole('button', { name: 'Ethereum' }))
    expect(open).toHaveBeenCalledWith({ view: 'Networks' })
    act(() => internalsOf(appKit!).kernel!.get(TOKENS.network).setActive(base))
    expect(shadow.getByRole('button', { name: 'Base' })).toBeTruthy()
    expect(await axeViolations(root as never)).toEqual([])
  })

  it('says when the wallet is on an unsupported network and opens UnsupportedChain', async () => {
    appKit = (await loadedAppKit()).appKit
    const open = vi.spyOn(appKit, 'open').mockResolvedValue()
    const { container } = renderWith(appKit, <NetworkButton />)
    act(() => internalsOf(appKit!).kernel!.get(TOKENS.network).setUnsupported(31337))
    const shadow = within(container.querySelector('portico-network-button')!.shadowRoot as unknown as HTMLElement)
    fireEvent.click(shadow.getByRole('button', { name: 'Unsupported Network' }))
    expect(open).toHaveBeenCalledWith({ view: 'UnsupportedChain' })
  })
})
