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
import ConnectingFarcasterView from './farcaster-view.tsx'
import ConnectingSocialView from './social-connecting-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const ADDRESS = '0x2222222222222222222222222222222222222222'
const SECURE_SITE = 'https://frame.test'
let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

async function setup(handlers: Handlers, features?: { socials: readonly string[] | false; email?: boolean }) {
  vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' })))
  const script = scriptedFrame(handlers)
  const frameOverride: Plugin = { id: 'test-frame', services: new ContainerModule(({ rebind }) => void rebind(TOKENS.authFrame).toConstantValue(script.frame)) }
  const t = await loadedAppKit({
    plugins: [embeddedWallet(), frameOverride],
    endpoints: { secureSite: SECURE_SITE },
    ...(features ? { features: features as never } : {}),
  })
  appKit = t.appKit
  return { ...t, ...script }
}

const names = () => screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.getAttribute('aria-label'))

describe('social login views', () => {
  it('the Connect view lists the social logins under the email field in the providers order, each named "Continue with …"', async () => {
    await setup({})
    renderWith(appKit!, <ConnectView />)
    await act(flush)
    await screen.findByTestId('social-logins')
    expect(names()).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook'])
    expect(screen.getByTestId('email-section').compareDocumentPosition(screen.getByTestId('social-logins')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('shows only what features.socials lists (without email too), and nothing for false', async () => {
    await setup({}, { socials: ['github', 'farcaster'], email: false })
    renderWith(appKit!, <ConnectView />)
    await act(flush)
    await screen.findByTestId('social-logins')
    expect(names()).toEqual(['Continue with GitHub', 'Continue with Farcaster'])
    expect(screen.queryByTestId('email-section')).toBeNull()
    cleanup()
    appKit!.dispose()
    await setup({}, { socials: false })
    renderWith(appKit!, <ConnectView />)
    await act(flush)
    await screen.findByTestId('email-section')
    expect(screen.queryByTestId('social-logins')).toBeNull()
  })

  it('a click opens the popup at once on the frame origin and shows ConnectingSocial; a closed popup goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const popup = { closed: false, location: { href: '' }, close() {} }
      const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
      const { kernel, calls } = await setup({ GET_SOCIAL_REDIRECT_URI: () => ({ uri: `${SECURE_SITE}/social/google?state=s` }) })
      renderWith(appKit!, <ConnectView />)
      await act(flush)
      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
      expect(open).toHaveBeenCalledWith(`${SECURE_SITE}/loading`, 'portico-social-login', 'popup=yes,width=600,height=800')
      const router = kernel.get(TOKENS.router)
      expect(router.get()).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'google' } })
      cleanup()
      renderWith(appKit!, <ConnectingSocialView data={{ provider: 'google' }} />)
      await act(flush)
      expect(calls[0]).toEqual({ name: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } })
      expect(popup.location.href).toBe(`${SECURE_SITE}/social/google?state=s`)
      expect(screen.getByText('Continue in the Google window')).toBeTruthy()
      popup.closed = true
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000)
      })
      expect(router.get().view).toBe('Connect')

      // Cancel goes back too, and closes the popup
      const second = { closed: false, location: { href: '' }, close: vi.fn() }
      open.mockImplementation(() => second as unknown as Window)
      cleanup()
      renderWith(appKit!, <ConnectView />)
      await act(flush)
      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
      cleanup()
      renderWith(appKit!, <ConnectingSocialView data={{ provider: 'google' }} />)
      await act(flush)
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
        await flush()
      })
      expect(second.close).toHaveBeenCalled()
      expect(router.get().view).toBe('Connect')
    } finally {
      vi.useRealTimers()
    }
  })

  it('Farcaster: the QR of the approval URL, then connected as the approved username (provider and user in the account state)', async () => {
    let approve!: () => void
    const { kernel, calls } = await setup({
      GET_FARCASTER_URI: () => ({ url: `${SECURE_SITE}/farcaster/c1` }),
      CONNECT_FARCASTER: () => new Promise((resolve) => (approve = () => resolve({ userName: 'frank' }))),
      GET_USER: () => ({ email: null, address: ADDRESS, chainId: 1 }),
    })
    renderWith(appKit!, <ConnectingFarcasterView />)
    const qr = await screen.findByTestId('farcaster-qr')
    expect(qr.getAttribute('data-uri')).toBe(`${SECURE_SITE}/farcaster/c1`)
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`${SECURE_SITE}/farcaster/c1`)
    expect(await axeViolations(document.body)).toEqual([])
    await act(async () => {
      approve()
      await flush()
      await flush()
    })
    expect(calls.map((c) => c.name)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER'])
    expect(kernel.get(TOKENS.connection).account('eip155')).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      socialProvider: 'farcaster',
      user: { email: null, userName: 'frank' },
    })
  })

  it('Back from Farcaster while not connected clears the URL and reloads the frame; the next visit asks a new one', async () => {
    let n = 0
    const { kernel, calls, reloads } = await setup({
      GET_FARCASTER_URI: () => ({ url: `${SECURE_SITE}/farcaster/c${++n}` }),
      CONNECT_FARCASTER: () => new Promise(() => {}),
    })
    const router = kernel.get(TOKENS.router)
    router.push('ConnectingFarcaster')
    renderWith(appKit!, <ConnectingFarcasterView />)
    expect((await screen.findByTestId('farcaster-qr')).getAttribute('data-uri')).toBe(`${SECURE_SITE}/farcaster/c1`)
    act(() => router.goBack())
    cleanup()
    expect(reloads()).toBe(1)
    router.push('ConnectingFarcaster')
    renderWith(appKit!, <ConnectingFarcasterView />)
    expect((await screen.findByTestId('farcaster-qr')).getAttribute('data-uri')).toBe(`${SECURE_SITE}/farcaster/c2`)
    expect(calls.filter((c) => c.name === 'GET_FARCASTER_URI')).toHaveLength(2)
  })
})
