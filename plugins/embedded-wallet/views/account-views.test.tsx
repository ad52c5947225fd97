// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { ContainerModule } from 'inversify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import AccountView from '../../../ui/views/account/account-view.tsx'
import { embeddedWallet } from '../embedded-wallet.ts'
import { scriptedFrame, type Handlers } from '../test-support.ts'
import UpdateEmailPrimaryOtpView from './update-email-primary-otp-view.tsx'
import UpdateEmailSecondaryOtpView from './update-email-secondary-otp-view.tsx'
import UpdateEmailWalletView, { title as updateTitle } from './update-email-wallet-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'
let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

/** An AppKit with embeddedWallet() over a scripted frame, connected through the AUTH connector. */
async function connected(handlers: Handlers, options: { smartAccountEnabledNetworks?: number[]; storage?: Record<string, string> } = {}) {
  // the balance reads after a connect or a switch: answered here, no request leaves the test
  vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' })))
  const script = scriptedFrame(handlers, options)
  const frameOverride: Plugin = { id: 'test-frame', services: new ContainerModule(({ rebind }) => void rebind(TOKENS.authFrame).toConstantValue(script.frame)) }
  const t = await loadedAppKit({ plugins: [embeddedWallet(), frameOverride] })
  appKit = t.appKit
  const storage = t.kernel.get(TOKENS.storage)
  for (const [key, value] of Object.entries(options.storage ?? {})) storage.set(key as 'socialUsername', value)
  await act(async () => {
    await t.kernel.get(TOKENS.connection).connect('AUTH', { namespace: 'eip155' })
    await flush()
  })
  return { ...t, ...script, storage, router: t.kernel.get(TOKENS.router), account: () => t.kernel.get(TOKENS.connection).account('eip155') }
}

async function showAccount() {
  renderWith(appKit!, <AccountView />)
  return screen.findByTestId('embedded-account-section')
}

describe('the Account view of an embedded wallet', () => {
  it('shows the email and the EOA where the frame has no smart accounts (no switch), and opens Update email', async () => {
    const { router } = await connected({ GET_USER: () => ({ email: 'bob@example.com', address: EOA, chainId: 1 }) })
    await showAccount()
    expect(screen.getByTestId('embedded-account-user').textContent).toBe('bob@example.com')
    expect(screen.getByTestId('embedded-account-type').textContent).toBe('EOA')
    expect(screen.queryByTestId('embedded-account-switch')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Update email' }))
    expect(router.get()).toMatchObject({ view: 'UpdateEmailWallet', data: { email: 'bob@example.com' } })
  })

  it('switches between the EOA and the smart account where the frame offers them: the new address shows', async () => {
    const { calls, account, storage } = await connected(
      {
        GET_USER: () => ({
          email: 'bob@example.com',
          address: SMART,
          chainId: 1,
          preferredAccountType: 'smartAccount',
          accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
        }),
        SET_PREFERRED_ACCOUNT: (p) => ({ type: (p as { type: string }).type, address: (p as { type: string }).type === 'eoa' ? EOA : SMART }),
      },
      { smartAccountEnabledNetworks: [1] },
    )
    await showAccount()
    expect(calls[0]).toMatchObject({ name: 'GET_USER', payload: { preferredAccountType: 'smartAccount' } })
    expect(screen.getByTestId('embedded-account-type').textContent).toBe('Smart Account')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to your EOA' }))
      await flush()
    })
    expect(calls.at(-1)).toEqual({ name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(screen.getByTestId('account-view-address').textContent).toBe(EOA)
    expect(screen.getByTestId('embedded-account-type').textContent).toBe('EOA')
    expect(storage.get('preferredAccountTypes')).toEqual({ 'eip155:1': 'eoa' })
    expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeTruthy()
  })

  it('a social login shows the username and offers no email update', async () => {
    await connected({ GET_USER: () => ({ email: null, address: EOA, chainId: 1 }) }, { storage: { socialProvider: 'x', socialUsername: 'alice_x' } })
    await showAccount()
    expect(screen.getByTestId('embedded-account-user').textContent).toBe('@alice_x')
    expect(screen.getByTestId('embedded-account-user').previousElementSibling?.textContent).toBe('X')
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})

describe('the email update views', () => {
  it('new email → code of the current email → code of the new email → Account with the new email, stored', async () => {
    const { router, calls, account, storage } = await connected({
      GET_USER: () => ({ email: 'bob@example.com', address: EOA, chainId: 1 }),
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: (p) => ((p as { otp: string }).otp === '111111' ? undefined : Promise.reject(new Error('Invalid code'))),
      UPDATE_EMAIL_SECONDARY_OTP: (p) => ((p as { otp: string }).otp === '222222' ? { newEmail: 'carol@example.com' } : Promise.reject(new Error('Invalid code'))),
    })
    expect(updateTitle).toBe('Edit Email')
    renderWith(appKit!, <UpdateEmailWalletView data={{ email: 'bob@example.com' }} />)
    const type = async (value: string) => {
      fireEvent.change(screen.getByTestId('update-email-input'), { target: { value } })
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
        await flush()
      })
    }
    await type('not-an-email')
    expect(screen.getByTestId('update-email-error').textContent).toBe('Invalid email')
    await type('bob@example.com')
    expect(screen.getByTestId('update-email-error').textContent).toBe('This is already your email')
    await type('carol@example.com')
    expect(router.get()).toMatchObject({ view: 'UpdateEmailPrimaryOtp', data: { email: 'bob@example.com', newEmail: 'carol@example.com' } })
    expect(await axeViolations(document.body)).toEqual([])
    cleanup()

    // the same 30 s throttle as login
    renderWith(appKit!, <UpdateEmailWalletView data={{ email: 'bob@example.com' }} />)
    await type('dave@example.com')
    expect(screen.getByTestId('update-email-error').textContent).toMatch(/^Please try again after (30|29) seconds$/)
    cleanup()

    const code = async (testId: string, value: string) =>
      act(async () => {
        fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { value } })
        await flush()
      })
    renderWith(appKit!, <UpdateEmailPrimaryOtpView data={{ email: 'bob@example.com', newEmail: 'carol@example.com' }} />)
    expect(screen.getByTestId('update-email-primary-otp').textContent).toContain('bob@example.com')
    expect(screen.getByTestId('update-email-primary-otp-resend').textContent).toMatch(/^Resend code in (30|29)s$/)
    await code('update-email-primary-otp', '000000')
    expect(screen.getByTestId('update-email-primary-otp-error').textContent).toBe('Invalid code')
    await code('update-email-primary-otp', '111111')
    expect(router.get()).toMatchObject({ view: 'UpdateEmailSecondaryOtp', data: { email: 'bob@example.com', newEmail: 'carol@example.com' } })
    cleanup()

    renderWith(appKit!, <UpdateEmailSecondaryOtpView data={{ email: 'bob@example.com', newEmail: 'carol@example.com' }} />)
    expect(screen.getByTestId('update-email-secondary-otp').textContent).toContain('carol@example.com')
    await code('update-email-secondary-otp', '222222')
    expect(calls.filter((c) => c.name.startsWith('UPDATE_EMAIL'))).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'carol@example.com' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '000000' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
    expect(account()).toMatchObject({ user: { email: 'carol@example.com' }, address: EOA })
    expect(storage.get('email')).toBe('carol@example.com')
    expect(router.get().view).toBe('Account')
  })
})
