// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { connectedAppKit, flush, renderWith } from '../../test-support/app-kit.tsx'
import { sandboxWallet } from '../../test-support/fake-evm.ts'
import ConnectionUnavailableView, { title } from './connection-unavailable-view.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

const MESSAGE = 'The WalletConnect relay cannot be reached. Your request was not sent.'

async function setup(locale?: string) {
  const t = await connectedAppKit(undefined, locale ? { locale } : {})
  appKit = t.appKit
  const kernel = t.kernel
  kernel.get(TOKENS.modal).close()
  // The adapter refused a request before sending it: the kernel opens this view.
  await act(async () => {
    t.controls.events$.next({ type: 'unavailable', reason: 'relay-unreachable', message: MESSAGE })
    await flush()
  })
  const router = kernel.get(TOKENS.router)
  renderWith(appKit, <ConnectionUnavailableView data={router.get().data as never} />)
  return { ...t, kernel, router }
}

describe('ConnectionUnavailable view', () => {
  it('is titled by the reason', async () => {
    const { kernel } = await setup()
    expect(title({ data: { namespace: 'eip155', reason: 'relay-unreachable', message: '' }, kernel })).toBe('Connection Lost')
    expect(title({ data: { namespace: 'eip155', reason: 'session-expired', message: '' }, kernel })).toBe('Session Expired')
  })

  it('the kernel opens it on an unavailable event, with the message and a way to reconnect', async () => {
    const { kernel, router } = await setup()
    expect(kernel.get(TOKENS.modal).get().open).toBe(true)
    expect(router.get()).toMatchObject({ view: 'ConnectionUnavailable', data: { namespace: 'eip155', reason: 'relay-unreachable', message: MESSAGE, connectorId: sandboxWallet.id } })
    expect(screen.getByText(MESSAGE)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('in Spanish: the title, the reason and the way back from the catalog', async () => {
    const { kernel, router } = await setup('es')
    expect(title({ data: router.get().data as never, kernel })).toBe('Conexión perdida')
    expect(screen.getByText('No se puede acceder al relé de WalletConnect. Su solicitud no se envió.')).toBeTruthy()
    expect(screen.getByText('Compruebe su conexión a internet; después, vuelva a conectar e inténtelo de nuevo.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeTruthy()
  })

  it('Reconnect checks the connection again: a failure is shown, a success closes the modal', async () => {
    const { kernel, controls } = await setup()
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    expect(screen.getByRole('button', { name: 'Reconnecting…' }).getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      controls.check.reject(new Error('The WalletConnect relay cannot be reached. Your request was not sent.'))
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE)
    expect(kernel.get(TOKENS.modal).get().open).toBe(true)

    controls.reset('check')
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    await act(async () => {
      controls.check.resolve()
      await flush()
    })
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('connected')
  })

  it('opened over another view, a successful Reconnect goes back to it with a toast', async () => {
    const { kernel, router, controls } = await setup()
    router.reset('Account')
    router.push('ConnectionUnavailable', { namespace: 'eip155', reason: 'relay-unreachable', message: MESSAGE })
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    await act(async () => {
      controls.check.resolve()
      await flush()
    })
    expect(router.get().view).toBe('Account')
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ message: 'Reconnected', variant: 'success' })
  })

  it('once the session has ended, Reconnect starts a new connection with the same wallet', async () => {
    const { kernel, router, controls } = await setup()
    await act(async () => {
      controls.events$.next({ type: 'disconnect' })
      await flush()
    })
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    expect(router.get().history.map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.get().data).toEqual({ connectorId: sandboxWallet.id })
  })

  it('Disconnect disconnects and closes', async () => {
    const { kernel } = await setup()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
      await flush()
    })
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })
})
