// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { ContainerModule } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import ConnectView from '../../../ui/views/connect/connect-view.tsx'
import { embeddedWallet } from '../embedded-wallet.ts'
import { scriptedFrame, type Handlers } from '../test-support.ts'
import EmailVerifyOtpView, { title as otpTitle } from './email-verify-otp-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const ADDRESS = '0x2222222222222222222222222222222222222222'
let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

async function setup(handlers: Handlers, features?: { email: boolean }, locale?: string) {
  // the balance read after a connect: answered here, no request leaves the test
  vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' })))
  const script = scriptedFrame(handlers)
  const frameOverride: Plugin = { id: 'test-frame', services: new ContainerModule(({ rebind }) => void rebind(TOKENS.authFrame).toConstantValue(script.frame)) }
  const t = await loadedAppKit({ plugins: [embeddedWallet(), frameOverride], ...(features ? { features } : {}), ...(locale ? { locale } : {}) })
  appKit = t.appKit
  return { ...t, ...script }
}

const typeEmail = async (email: string) => {
  fireEvent.change(await screen.findByTestId('email-input'), { target: { value: email } })
  await act(async () => {
    fireEvent.click(screen.getByTestId('email-continue'))
    await flush()
  })
}

describe('email login views', () => {
  it('the Connect view shows the email field (not an "Email" wallet button); Continue asks the frame and opens the code step', async () => {
    const { kernel, calls } = await setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    renderWith(appKit!, <ConnectView />)
    await act(flush)
    expect(screen.queryByTestId('wallet-selector-AUTH')).toBeNull()
    await typeEmail('bob@example.com')
    expect(calls).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: 'bob@example.com' } }])
    expect(kernel.get(TOKENS.router).get()).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'bob@example.com' } })
    expect(await axeViolations(document.body)).toEqual([])
    // Back: the Connect view is new, the typed email is still there
    cleanup()
    renderWith(appKit!, <ConnectView />)
    expect(((await screen.findByTestId('email-input')) as HTMLInputElement).value).toBe('bob@example.com')
  })

  it('shows the fixed texts: an invalid email, then the 30 s cooldown', async () => {
    const { calls } = await setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    renderWith(appKit!, <ConnectView />)
    await typeEmail('not-an-email')
    expect(screen.getByTestId('email-error').textContent).toBe('Invalid email')
    await typeEmail('bob@example.com')
    await typeEmail('bob@example.com')
    expect(screen.getByTestId('email-error').textContent).toMatch(/^Please try again after (30|29) seconds$/)
    expect(calls).toHaveLength(1)
  })

  it('is absent when features.email is off', async () => {
    await setup({}, { email: false })
    renderWith(appKit!, <ConnectView />)
    await act(flush)
    expect(screen.queryByTestId('email-section')).toBeNull()
    expect(screen.queryByTestId('email-input')).toBeNull()
  })

  it('the code step: a wrong code shows the frame error; the right one connects the embedded account', async () => {
    let accepted = false
    const { kernel, calls } = await setup({
      CONNECT_OTP: (p) => ((p as { otp: string }).otp === '123456' ? void (accepted = true) : Promise.reject(new Error('Invalid code'))),
      GET_USER: () => (accepted ? { email: 'bob@example.com', address: ADDRESS, chainId: 1 } : Promise.reject(new Error('Not signed in'))),
    })
    kernel.get(TOKENS.storage).set('lastEmailLoginTime', Date.now())
    expect(otpTitle).toBe('Confirm Email')
    renderWith(appKit!, <EmailVerifyOtpView data={{ email: 'bob@example.com' }} />)
    expect(screen.getByTestId('email-verify-otp-email').textContent).toBe('bob@example.com')
    expect((screen.getByTestId('email-otp-resend') as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('email-otp-resend').textContent).toMatch(/^Resend code in (30|29)s$/)
    await act(async () => {
      fireEvent.change(screen.getByTestId('email-otp-input'), { target: { value: '000000' } })
      await flush()
    })
    expect(screen.getByTestId('email-otp-error').textContent).toBe('Invalid code')
    await act(async () => {
      fireEvent.change(screen.getByTestId('email-otp-input'), { target: { value: '123456' } })
      await flush()
      await flush()
    })
    expect(calls.map((c) => c.name)).toEqual(['CONNECT_OTP', 'CONNECT_OTP', 'GET_USER'])
    expect(kernel.get(TOKENS.connection).account('eip155')).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'AUTH' })
    expect(kernel.get(TOKENS.storage).get('emailLoginUsed')).toBe(true)
    expect(kernel.get(TOKENS.storage).get('lastEmailLoginTime')).toBeUndefined()
  })

  it("in Arabic: the field, Continue, the field's errors and the code step read from the catalog, the email left to right", async () => {
    const { kernel } = await setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) }, undefined, 'ar')
    renderWith(appKit!, <ConnectView />)
    const field = await screen.findByTestId('email-input')
    expect(field.getAttribute('placeholder')).toBe('البريد الإلكتروني')
    expect(screen.getByLabelText('البريد الإلكتروني')).toBe(field)
    expect(screen.getByTestId('email-continue').textContent).toBe('متابعة')
    await typeEmail('not-an-email')
    expect(screen.getByTestId('email-error').textContent).toBe('بريد إلكتروني غير صالح')
    await typeEmail('bob@example.com')
    await typeEmail('bob@example.com')
    // the cooldown's seconds as an Arabic plural, written by Intl in Arabic digits
    const seconds = (n: number) => new Intl.NumberFormat('ar').format(n)
    expect([`يُرجى المحاولة مرة أخرى بعد ${seconds(30)} ثانية`, `يُرجى المحاولة مرة أخرى بعد ${seconds(29)} ثانية`]).toContain(screen.getByTestId('email-error').textContent)
    expect(await axeViolations(document.body)).toEqual([])
    cleanup()
    renderWith(appKit!, <EmailVerifyOtpView data={{ email: 'bob@example.com' }} />)
    const email = screen.getByTestId('email-verify-otp-email')
    expect(email.parentElement!.textContent).toBe('أدخل الرمز الذي أرسلناه إلى bob@example.com')
    expect(email.getAttribute('dir')).toBe('ltr')
    expect(screen.getByLabelText('رمز من 6 أرقام')).toBe(screen.getByTestId('email-otp-input'))
    expect(screen.getByTestId('email-otp-resend').textContent).toMatch(/^إعادة إرسال الرمز بعد \S+ ث$/)
    expect(kernel.get(TOKENS.locale).get().dir).toBe('rtl')
  })

  it('in Spanish: the code step and its resend countdown', async () => {
    const { kernel } = await setup({}, undefined, 'es')
    kernel.get(TOKENS.storage).set('lastEmailLoginTime', Date.now())
    renderWith(appKit!, <EmailVerifyOtpView data={{ email: 'bob@example.com' }} />)
    expect(screen.getByTestId('email-verify-otp-email').parentElement!.textContent).toBe('Introduzca el código que enviamos a bob@example.com')
    expect(screen.getByTestId('email-otp-resend').textContent).toMatch(/^Reenviar código en (30|29) s$/)
  })
})
