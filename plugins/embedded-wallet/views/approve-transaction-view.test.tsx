// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { ContainerModule } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from 'portico'
import { AppKitProvider } from '../../../ui/app-kit/context.tsx'
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

  it('leaving after a click in the frame puts the focus back on the dialog (Esc and Tab work again), or off the frame once the modal closed', async () => {
    await setup()
    const iframe = document.createElement('iframe')
    iframe.id = 'w3m-iframe'
    document.body.append(iframe)
    /** The modal's dialog with the view in it while `approving`; none once `closed`. */
    const Modal = ({ approving, closed = false }: { approving: boolean; closed?: boolean }) => (
      <AppKitProvider appKit={appKit!}>
        <button type="button">Elsewhere</button>
        {!closed && (
          <div role="dialog" aria-label="Approve Transaction" tabIndex={-1}>
            {approving && <ApproveTransactionView />}
          </div>
        )}
      </AppKitProvider>
    )
    try {
      const view = render(<Modal approving />)
      iframe.focus()
      expect(document.activeElement).toBe(iframe)
      // the view leaves, the dialog stays (the request gate went back to the previous view)
      view.rerender(<Modal approving={false} />)
      expect(document.activeElement).toBe(screen.getByRole('dialog'))

      // the modal closed with the view: the focus leaves the hidden frame
      view.rerender(<Modal approving />)
      iframe.focus()
      view.rerender(<Modal approving={false} closed />)
      expect(document.activeElement).not.toBe(iframe)

      // focus the visitor put elsewhere is left alone
      view.rerender(<Modal approving />)
      screen.getByRole('button', { name: 'Elsewhere' }).focus()
      view.rerender(<Modal approving={false} />)
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
    } finally {
      iframe.remove()
    }
  })
})
