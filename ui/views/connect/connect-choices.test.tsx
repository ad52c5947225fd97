// @vitest-environment happy-dom
// The Connect view's choices: the order of its parts, the collapsed wallets, the legal terms.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS, type PorticoOptions } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import { fakeExplorer, servicesPlugin } from '../../test-support/fake-explorer.ts'
import ConnectView from './connect-view.tsx'
import ConnectWalletsView from './connect-wallets-view.tsx'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

/** A stand-in for the embedded wallet's section: a field for `email`, a button for `social`. */
function LoginSection({ data }: { data?: { method?: string } }) {
  return data?.method === 'email' ? <input aria-label="Email" data-part="email" /> : <button type="button" data-part="social">Google</button>
}
const logins = { id: 'logins', views: { ConnectSection: async () => ({ default: LoginSection }) } }

async function setup(options: Partial<PorticoOptions> = {}, view: 'Connect' | 'ConnectWallets' = 'Connect') {
  const evm = fakeEvm({ wallets: [sandboxWallet] })
  const t = await loadedAppKit({ ...options, plugins: [evm.plugin, servicesPlugin({ explorer: fakeExplorer([]).explorer }), logins] }, evm)
  appKit = t.appKit
  renderWith(appKit, view === 'Connect' ? <ConnectView /> : <ConnectWalletsView />)
  await act(flush)
  return { ...t, router: t.kernel.get(TOKENS.router) }
}

/** The view's parts from the top: email, social, wallet (a section of wallet rows) or collapsed. */
const partsShown = () =>
  [...document.body.querySelectorAll('[data-part], [data-section], [data-testid="connect-continue-with-wallet"]')].map((e) =>
    e.getAttribute('data-part') ?? (e.hasAttribute('data-section') ? 'wallet' : 'collapsed'),
  )

/** Whether a control is disabled, itself or by its fieldset (happy-dom does not carry a fieldset's state to `:disabled`; the e2e test checks Chromium's). */
const disabled = (control: Element) => control.matches(':disabled') || control.closest('fieldset[disabled]') !== null

const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'

describe('Connect view: the order of its parts', () => {
  it('email, social, wallet by default; features.connectMethodsOrder reorders them and leaves out what it does not name', async () => {
    await setup()
    expect(partsShown()).toEqual(['email', 'social', 'wallet'])
    cleanup()
    appKit?.dispose()
    await setup({ features: { connectMethodsOrder: ['wallet', 'social', 'email'] } })
    expect(partsShown()).toEqual(['wallet', 'social', 'email'])
    cleanup()
    appKit?.dispose()
    await setup({ features: { connectMethodsOrder: ['wallet'] } })
    expect(partsShown()).toEqual(['wallet'])
  })

  it('leaves out the email field with features.email off, the social logins with no provider', async () => {
    await setup({ features: { email: false, socials: false } })
    expect(partsShown()).toEqual(['wallet'])
  })
})

describe('Connect view: collapsed wallets', () => {
  it('shows the logins first and the wallets behind "Continue with a wallet", which opens them alone', async () => {
    const { router } = await setup({ features: { collapseWallets: true } })
    expect(partsShown()).toEqual(['email', 'social', 'collapsed'])
    expect(screen.queryByRole('button', { name: 'Sandbox Wallet' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(router.get().view).toBe('ConnectWallets')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('the wallets view shows the wallets alone', async () => {
    await setup({ features: { collapseWallets: true } }, 'ConnectWallets')
    expect(partsShown()).toEqual(['wallet'])
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
  })

  it('does not collapse when there is no login to show first', async () => {
    await setup({ features: { collapseWallets: true, email: false, socials: false } })
    expect(partsShown()).toEqual(['wallet'])
  })
})

describe('Connect view: legal terms', () => {
  it('states the terms at its foot with links to both URLs, opening in a new tab', async () => {
    await setup({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })
    const foot = screen.getByTestId('connect-legal')
    expect(foot.textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy.')
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(TERMS)
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(PRIVACY)
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank')
    expect(document.querySelector('[data-testid="connect-view"]')!.lastElementChild).toBe(foot)
    expect(disabled(screen.getByRole('button', { name: 'Sandbox Wallet' }))).toBe(false)
  })

  it('names only the link it has', async () => {
    await setup({ privacyPolicyUrl: PRIVACY })
    expect(screen.getByTestId('connect-legal').textContent).toBe('By connecting your wallet, you agree to our Privacy Policy.')
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  })

  it('shows no terms without a URL', async () => {
    await setup({ features: { legalCheckbox: true } })
    expect(screen.queryByTestId('connect-legal')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(disabled(screen.getByRole('button', { name: 'Sandbox Wallet' }))).toBe(false)
  })

  it('with the checkbox on, no wallet, email or social login can be used until it is ticked, and the reason is given', async () => {
    const { router } = await setup({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY, features: { legalCheckbox: true } })
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    const methods = screen.getByTestId('connect-methods')
    const controls = () => [screen.getByRole('button', { name: 'Sandbox Wallet' }), screen.getByRole('textbox', { name: 'Email' }), screen.getByRole('button', { name: 'Google' })]
    expect(controls().map(disabled)).toEqual([true, true, true])
    expect(document.getElementById(methods.getAttribute('aria-describedby')!)?.textContent).toBe('Tick the box above to agree before you connect a wallet or log in.')
    expect(screen.queryByTestId('connect-legal')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])

    fireEvent.click(box)
    expect(controls().map(disabled)).toEqual([false, false, false])
    expect(methods.hasAttribute('aria-describedby')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    expect(router.get().view).toBe('ConnectingExternal')
  })

  it('remembers the tick for the modal: the view drawn again is usable at once', async () => {
    await setup({ termsConditionsUrl: TERMS, features: { legalCheckbox: true, collapseWallets: true } })
    expect(disabled(screen.getByRole('button', { name: 'Continue with a wallet' }))).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }))
    cleanup()
    renderWith(appKit!, <ConnectWalletsView />)
    await act(flush)
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    expect(disabled(screen.getByRole('button', { name: 'Sandbox Wallet' }))).toBe(false)
  })
})
