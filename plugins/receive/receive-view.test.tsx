// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import encodeQR from 'qr'
import { TOKENS } from 'portico'
import type { AppKit } from '../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../ui/test-support/fake-evm.ts'
import { QR_QUIET_ZONE_MODULES, qrPath } from '../../ui/components/qr-code.tsx'
import { decodeQrPath } from '../../ui/test-support/qr-bitmap.ts'
import { receive } from './receive.ts'
import ReceiveView, { title } from './receive-view.tsx'

vi.mock('../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(locale?: string) {
  const wallet = fakeEvm()
  const t = await loadedAppKit({ plugins: [wallet.plugin, receive()], ...(locale ? { locale } : {}) }, wallet)
  appKit = t.appKit
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  act(() => t.kernel.get(TOKENS.router).push('Receive'))
  renderWith(appKit, <ReceiveView />)
  await act(flush)
  return t
}

describe('Receive view', () => {
  it('is titled Receive, and receive() contributes it', () => {
    expect(title).toBe('Receive')
    expect(Object.keys(receive().views ?? {})).toEqual(['Receive'])
  })

  it('draws the address as a QR code that decodes to the same modules the encoder makes', async () => {
    await setup()
    const qr = screen.getByRole('img', { name: `QR code of your address ${ADDRESS}` })
    expect(qr.getAttribute('data-address')).toBe(ADDRESS)
    const modules = encodeQR(ADDRESS, 'raw', { ecc: 'medium', border: QR_QUIET_ZONE_MODULES })
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.length} ${modules.length}`)
    const d = qr.querySelector('path')!.getAttribute('d')!
    expect(d).toBe(qrPath(ADDRESS).d)
    expect(decodeQrPath(d, modules.length)).toBe(ADDRESS)
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('copies the address with a toast', async () => {
    const { kernel } = await setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Address copied', variant: 'success' })
  })

  it("lists the networks of the account's family it can receive on", async () => {
    const { kernel } = await setup()
    const list = screen.getByRole('list', { name: 'Networks this address receives on' })
    const names = within(list).getAllByRole('listitem').map((li) => li.textContent)
    expect(names).toEqual(kernel.options.networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.name))
    expect(names.length).toBeGreaterThan(1)
  })

  it('in Arabic: the QR code, the copy button and its toast, the networks from the catalog', async () => {
    const { kernel } = await setup('ar')
    expect(screen.getByRole('img', { name: `رمز QR لعنوانك ${ADDRESS}` })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'أرسل على هذه الشبكات فقط' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'الشبكات التي يستقبل عليها هذا العنوان' })).toBeTruthy()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'نسخ العنوان' }))
      await flush()
    })
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'تم نسخ العنوان', variant: 'success' })
    expect(await axeViolations(document.body)).toEqual([])
  })
})
