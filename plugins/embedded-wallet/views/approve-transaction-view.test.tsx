// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { ContainerModule } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { embeddedWallet } from '../embedded-wallet.ts'
import { scriptedFrame } from '../test-support.ts'
import ApproveTransactionView, { APPROVAL_BOX_HEIGHT, title } from './approve-transaction-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

async function setup() {
  const script = scriptedFrame({})
  const frameOverride: Plugin = { id: 'test-frame', services: new ContainerModule(({ rebind }) => void rebind(TOKENS.authFrame).toConstantValue(script.frame)) }
  const t = await loadedAppKit({ plugins: [embeddedWallet(), frameOverride] })
  appKit = t.appKit
  return script
}

describe('ApproveTransaction view', () => {
  it('puts the frame over its box, follows the box as it moves, and hides the frame when it leaves', async () => {
    const { shown } = await setup()
    // happy-dom lays nothing out: the box says where it is
    let box = { left: 16, top: 100, width: 328, height: APPROVAL_BOX_HEIGHT }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid === 'approve-transaction-frame' ? { ...box, right: 0, bottom: 0, x: box.left, y: box.top } : new DOMRect()) as DOMRect
    })
    expect(title).toBe('Approve Transaction')
    const view = renderWith(appKit!, <ApproveTransactionView />)
    expect(screen.getByRole('region', { name: 'Secure wallet approval' })).toBeTruthy()
    expect(shown).toEqual([{ left: 16, top: 100, width: 328, height: 420 }])
    // the dialog moved (an animation, a scroll): the frame follows on the next animation frame
    box = { ...box, top: 80 }
    await vi.waitFor(() => expect(shown.at(-1)).toEqual({ left: 16, top: 80, width: 328, height: 420 }))
    // an unchanged box is not placed again
    const placed = shown.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown).toHaveLength(placed)
    expect(await axeViolations(document.body)).toEqual([])
    view.unmount()
    expect(shown.at(-1)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown.at(-1)).toBeNull()
  })
})
