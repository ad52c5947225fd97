// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, renderWith, loadedAppKit } from '../../test-support/app-kit.tsx'
import { ADDRESS, rejection, sandboxWallet } from '../../test-support/fake-evm.ts'
import { connectExternal } from './connect-external.ts'
import ConnectingExternalView, { title } from './connecting-external-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(locale?: string) {
  const t = await loadedAppKit(locale ? { locale } : {})
  appKit = t.appKit
  const kernel = t.kernel
  act(() => {
    kernel.get(TOKENS.modal).open()
    kernel.get(TOKENS.router).push('ConnectingExternal', { connectorId: sandboxWallet.id })
  })
  renderWith(appKit, <ConnectingExternalView data={{ connectorId: sandboxWallet.id }} />)
  return { ...t, kernel }
}

describe('ConnectingExternal view', () => {
  it('is titled by the wallet name', async () => {
    const t = await loadedAppKit()
    appKit = t.appKit
    const kernel = t.kernel
    expect(typeof title === 'function' && title({ data: { connectorId: sandboxWallet.id }, kernel })).toBe('Sandbox Wallet')
  })

  it('asks the wallet once on mount and says where to continue', async () => {
    const { controls } = await setup()
    expect(controls.connectCalls).toEqual([sandboxWallet.id])
    expect(screen.getByText('Continue in Sandbox Wallet')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('shows a declined connection and tries again', async () => {
    const { controls } = await setup()
    await act(async () => {
      controls.connect.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    expect(await axeViolations(document.body)).toEqual([])

    controls.reset('connect')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(controls.connectCalls).toEqual([sandboxWallet.id, sandboxWallet.id])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Continue in Sandbox Wallet')).toBeTruthy()
  })

  it('a wallet that never answers: Cancel settles the connect (Request was aborted), clears the attempt and goes back', async () => {
    const { kernel, controls } = await setup()
    const connection = kernel.get(TOKENS.connection)
    expect(connection.getAttempt()?.status).toBe('pending')
    // a caller's promise on the same connect must settle too
    const waiting = connection.connect(sandboxWallet.id).then(
      () => 'resolved',
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    )
    await act(flush)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await waiting).toBe('ABORTED: Request was aborted')
    expect(connection.getAttempt()).toBeUndefined()
    expect(kernel.get(TOKENS.router).get().view).not.toBe('ConnectingExternal')
    expect(connection.cancelConnect()).toBe(false)
    // the wallet's late answer is not waited for; nothing was connected
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(controls.connectCalls.length).toBeGreaterThan(0)
  })

  it('in Arabic: where to continue, the declined connection and the retry from the catalog', async () => {
    const { controls } = await setup('ar')
    expect(screen.getByText('تابع في Sandbox Wallet')).toBeTruthy()
    expect(screen.getByText('اقبل طلب الاتصال في المحفظة.')).toBeTruthy()
    await act(async () => {
      controls.connect.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toBe('تم رفض الاتصال')
    expect(screen.getByText('لم يتم الاتصال. يمكنك المحاولة مجددًا مع Sandbox Wallet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('on success the modal closes with the account connected', async () => {
    const { controls, kernel } = await setup()
    await act(async () => {
      controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    // the account shows first; the modal closes once that frame is painted
    await act(() => vi.waitFor(() => expect(kernel.get(TOKENS.modal).get().open).toBe(false)))
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('connected')
  })
})

describe('connectExternal', () => {
  it('asks the wallet on the click, before the view renders; the view then shows that request without asking again', async () => {
    const t = await loadedAppKit()
    appKit = t.appKit
    act(() => {
      t.kernel.get(TOKENS.modal).open()
      connectExternal(t.kernel, sandboxWallet.id)
      connectExternal(t.kernel, sandboxWallet.id) // a second click meanwhile
    })
    expect(t.controls.connectCalls).toEqual([sandboxWallet.id])
    expect(t.kernel.get(TOKENS.router).get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: sandboxWallet.id } })
    renderWith(appKit, <ConnectingExternalView data={{ connectorId: sandboxWallet.id }} />)
    expect(t.controls.connectCalls).toEqual([sandboxWallet.id])
    await act(async () => {
      t.controls.connect.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
  })
})
