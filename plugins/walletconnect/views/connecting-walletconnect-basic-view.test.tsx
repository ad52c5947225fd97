// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { fakeEvm, rejection } from '../../../ui/test-support/fake-evm.ts'
import ConnectingWalletConnectBasicView, { title } from './connecting-walletconnect-basic-view.tsx'
import { fakeWalletConnect, pairingUri } from './test-support.ts'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup() {
  const evm = fakeEvm()
  const wc = fakeWalletConnect()
  const t = await loadedAppKit({ plugins: [evm.plugin, wc.plugin] }, evm)
  appKit = t.appKit
  act(() => {
    t.kernel.get(TOKENS.modal).open()
    t.kernel.get(TOKENS.router).push('ConnectingWalletConnectBasic')
  })
  renderWith(
    appKit,
    <StrictMode>
      <ConnectingWalletConnectBasicView />
    </StrictMode>,
  )
  await act(flush)
  return { ...t, wc: wc.controls }
}

describe('ConnectingWalletConnectBasic view', () => {
  it('is titled WalletConnect', () => {
    expect(title).toBe('WalletConnect')
  })

  it('connects once (even in StrictMode) and shows the QR code and Copy link', async () => {
    const { wc, kernel } = await setup()
    expect(wc.connectCalls).toEqual(['walletConnect'])
    const uri = pairingUri('f6')
    act(() => wc.uri$.next(uri))
    expect(screen.getByRole('img', { name: 'QR code for WalletConnect' }).getAttribute('data-uri')).toBe(uri)
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(await axeViolations(document.body)).toEqual([])

    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(uri)
    expect(kernel.get(TOKENS.toast).get().message).toBe('Link copied')
  })

  it('shows a declined connection with Try again', async () => {
    const { wc } = await setup()
    await act(async () => {
      wc.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(wc.connectCalls).toEqual(['walletConnect', 'walletConnect'])
  })
})
