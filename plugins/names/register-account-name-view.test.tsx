// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from 'portico'
import { ANVIL_ACCOUNT_0 } from 'portico/testing'
import { useKernel, useObservable } from 'portico/react'
import type { FetchLike } from '../../kernel/api/http.ts'
import type { AppKit } from '../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../ui/test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, rejection, sandboxWallet } from '../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../ui/test-support/fake-explorer.ts'
import { names } from './names.ts'
import RegisterAccountNameView, { title } from './register-account-name-view.tsx'
import RegisterAccountNameSuccessView, { title as successTitle } from './register-account-name-success-view.tsx'

vi.mock('../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const signer = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey) // ADDRESS's key
const SOMEONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * The profile and identity routes of the Blockchain API in the hosted wire shapes
 *, over an in-memory registry; every request is recorded.
 */
function profileService() {
  const registry = new Map<string, { address: string; coinType: number }>([['alice.reown.id', { address: SOMEONE, coinType: 60 }]])
  const requests: { method: string; url: URL; body?: Record<string, unknown> }[] = []
  const failures: Partial<Record<'register' | 'lookup' | 'suggestions', Response | 'drop'>> = {}
  const record = (name: string) => {
    const { address, coinType } = registry.get(name)!
    const at = '2026-11-24T09:00:00Z'
    return { name, registered_at: at, updated_at: at, attributes: {}, addresses: { [String(coinType)]: { address, created_at: at } } }
  }
  const fail = (kind: keyof typeof failures) => {
    const failure = failures[kind]
    if (failure === 'drop') throw new TypeError('fetch failed')
    return failure?.clone()
  }
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    requests.push({ method, url, body })
    const path = decodeURIComponent(url.pathname)
    if (path === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] })
    if (path.startsWith('/v1/identity/')) {
      const address = path.slice('/v1/identity/'.length).toLowerCase()
      const name = [...registry].find(([, r]) => r.address.toLowerCase() === address)?.[0] ?? null
      return Response.json({ name, avatar: null, resolvedAt: new Date().toISOString() })
    }
    if (method === 'GET' && path.startsWith('/v1/profile/account/')) {
      const failure = fail('lookup')
      if (failure) return failure
      const name = path.slice('/v1/profile/account/'.length)
      return Response.json(registry.has(name) ? record(name) : [])
    }
    if (path.startsWith('/v1/profile/suggestions/')) {
      const failure = fail('suggestions')
      if (failure) return failure
      const label = path.slice('/v1/profile/suggestions/'.length)
      const variants = [label, `${label}1`, `${label}-app`].map((l) => `${l}.reown.id`)
      return Response.json({ suggestions: variants.map((name) => ({ name, registered: registry.has(name) })) })
    }
    if (method === 'POST' && path === '/v1/profile/account') {
      const failure = fail('register')
      if (failure) return failure
      const signed = JSON.parse(String(body!.message)) as { name: string }
      registry.set(signed.name, { address: String(body!.address), coinType: Number(body!.coin_type) })
      return Response.json(record(signed.name))
    }
    return new Response('not found', { status: 404 })
  }
  return { fetch, requests, registry, failures, sent: (kind: string) => requests.filter((r) => r.url.pathname.startsWith(kind)) }
}

/** Shows the router's top view, as the modal's outlet does (a new entry is a new mount). */
function Outlet() {
  const router = useKernel().get(TOKENS.router)
  const state = useObservable(router.state$, () => router.get())
  if (state.view === 'RegisterAccountName') return <RegisterAccountNameView key={state.history.length} data={state.data as { registering: string } | undefined} />
  if (state.view === 'RegisterAccountNameSuccess') return <RegisterAccountNameSuccessView data={state.data as { name: string }} />
  return <p data-testid="outlet-view">{state.view}</p>
}

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(options: { chainId?: number; locale?: string } = {}) {
  const service = profileService()
  const evm = fakeEvm()
  // the wallet signs with ADDRESS's key when the test lets it (each signature waits for `sign`)
  const signatures: { message: string; approve(): void; decline(): void }[] = []
  evm.adapter.signMessage = ({ message }) =>
    new Promise((resolve, reject) => {
      signatures.push({ message, approve: () => void signer.signMessage({ message }).then(resolve), decline: () => reject(rejection()) })
    })
  const t = await loadedAppKit({ networks: [ethereum, base], plugins: [evm.plugin, names(), servicesPlugin({ blockchainFetch: service.fetch })], ...(options.locale ? { locale: options.locale } : {}) }, evm)
  appKit = t.appKit
  const router = t.kernel.get(TOKENS.router)
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    evm.controls.connect.resolve({ accounts: [ADDRESS], chainId: options.chainId ?? ethereum.id })
    await done
    await flush()
    t.kernel.get(TOKENS.modal).open()
    router.push('RegisterAccountName')
  })
  renderWith(appKit, <Outlet />)
  await act(flush)
  return { ...t, service, router, signatures, connection: t.kernel.get(TOKENS.connection) }
}

const input = () => screen.getByRole('textbox', { name: 'Name' })
const status = () => screen.getByTestId('register-account-name-status').textContent
const registerButton = () => screen.getByTestId('register-account-name-submit') as HTMLButtonElement
const type = (text: string) => act(() => void fireEvent.change(input(), { target: { value: text } }))

async function typeAvailable(label: string) {
  await type(label)
  await waitFor(() => expect(status()).toBe(`${label}.reown.id is available`))
}

describe('RegisterAccountName view', () => {
  it('is titled, contributed by names(), and shows a labelled input with the .reown.id suffix', async () => {
    await setup()
    expect(title).toBe('Choose Name')
    expect(successTitle).toBe('Name Registered')
    expect(Object.keys(names().views ?? {})).toEqual(['RegisterAccountName', 'RegisterAccountNameSuccess'])
    expect(input()).toBeTruthy()
    expect(screen.getByTestId('register-account-name-suffix').textContent).toBe('.reown.id')
    expect(registerButton().disabled).toBe(true)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('shows the rules inline as the visitor types, and asks the API nothing for an invalid name', async () => {
    const { service } = await setup()
    await type('al_ice')
    expect(status()).toBe('Use only letters, digits and hyphens (not "_")')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(registerButton().disabled).toBe(true)
    await type('abc')
    expect(status()).toBe('The name must be at least 4 characters long (3 typed)')
    expect(await axeViolations(document.body)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(service.sent('/v1/profile')).toEqual([])
    expect(registerButton().disabled).toBe(true)
  })

  it('in Spanish: the hint, the label, the rules and availability from the catalog', async () => {
    await setup({ locale: 'es' })
    const field = screen.getByRole('textbox', { name: 'Nombre' })
    await act(() => void fireEvent.change(field, { target: { value: 'al_ice' } }))
    expect(status()).toBe('Use solo letras, dígitos y guiones (no "_")')
    await act(() => void fireEvent.change(field, { target: { value: 'abc' } }))
    expect(status()).toBe('El nombre debe tener al menos 4 caracteres (ha escrito 3)')
    await act(() => void fireEvent.change(field, { target: { value: 'alice' } }))
    await waitFor(() => expect(status()).toBe('alice.reown.id ya está en uso'))
    expect(screen.getByRole('list', { name: 'Nombres sugeridos' })).toBeTruthy()
    expect(registerButton().textContent).toBe('Registrar')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('checks availability once typing pauses, says when a name is taken, and offers the suggestions as choices', async () => {
    const { service } = await setup()
    await type('ali')
    await type('alic')
    await type('alice')
    expect(status()).toBe('Checking availability…')
    await waitFor(() => expect(status()).toBe('alice.reown.id is already taken'))
    // one lookup for the name the visitor stopped at, none for the ones typed on the way
    expect(service.sent('/v1/profile/account/').map((r) => r.url.pathname)).toEqual(['/v1/profile/account/alice.reown.id'])
    expect(service.sent('/v1/profile/suggestions/')[0]!.url.searchParams.get('zone')).toBe('reown.id')
    expect(registerButton().disabled).toBe(true)
    const list = screen.getByRole('list', { name: 'Suggested names' })
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['alice1.reown.id', 'alice-app.reown.id'])
    expect(await axeViolations(document.body)).toEqual([])
    await act(() => void fireEvent.click(within(list).getByRole('button', { name: 'alice-app.reown.id' })))
    expect((input() as HTMLInputElement).value).toBe('alice-app')
    await waitFor(() => expect(status()).toBe('alice-app.reown.id is available'))
    expect(registerButton().disabled).toBe(false)
  })

  it("tells the visitor when availability or suggestions cannot be read (the texts)", async () => {
    const { service } = await setup()
    service.failures.lookup = 'drop'
    service.failures.suggestions = 'drop'
    await type('carol')
    await waitFor(() => expect(status()).toBe('Error resolving name'))
    expect(screen.getByTestId('register-account-name-suggestions-error').textContent).toBe('Error fetching name suggestions')
    service.failures.lookup = Response.json({ status: 'FAILED', reasons: [{ field: 'name', description: 'Name is too long: "x"' }] }, { status: 400 })
    await type('carol-long')
    await waitFor(() => expect(status()).toBe('Name is too long: "x"'))
    expect(registerButton().disabled).toBe(true)
  })

  it('registers: the wallet signs the JSON message, the API gets coin type 60 on Ethereum, success shows, the name becomes the profile name, Done returns', async () => {
    const { service, router, signatures, connection } = await setup()
    expect(router.get().history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountName'])
    await typeAvailable('bobby')
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    // the pending step is a transaction over the form
    expect(router.currentTransaction()).toBeDefined()
    expect(router.get()).toMatchObject({ view: 'RegisterAccountName', data: { registering: 'bobby.reown.id' } })
    expect(registerButton().textContent).toBe('Signing…')
    expect(registerButton().getAttribute('aria-busy')).toBe('true')
    expect(input()).toHaveProperty('disabled', true)
    expect(signatures).toHaveLength(1)
    const signed = JSON.parse(signatures[0]!.message) as Record<string, unknown>
    expect(Object.keys(signed)).toEqual(['name', 'attributes', 'timestamp'])
    expect(signed).toMatchObject({ name: 'bobby.reown.id', attributes: {} })
    expect(Math.abs((signed.timestamp as number) - Date.now() / 1000)).toBeLessThan(5)
    await act(async () => {
      signatures[0]!.approve()
      await flush()
    })
    await waitFor(() => expect(screen.getByTestId('register-account-name-success-name').textContent).toBe('bobby.reown.id is yours'))
    const [post] = service.sent('/v1/profile/account').filter((r) => r.method === 'POST')
    expect(post!.body).toMatchObject({ coin_type: 60, address: ADDRESS, message: signatures[0]!.message })
    expect(await verifyMessage({ address: ADDRESS, message: signatures[0]!.message, signature: post!.body!.signature as `0x${string}` })).toBe(true)
    expect(connection.account('eip155').profileName).toBe('bobby.reown.id')
    expect(router.currentTransaction()).toBeUndefined()
    expect(router.get().history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountNameSuccess'])
    expect(await axeViolations(document.body)).toEqual([])
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(router.get().view).toBe('Account')
  })

  it('uses the ENSIP-11 coin type of another chain (0x80000000 | chainId)', async () => {
    const { service, signatures } = await setup({ chainId: Number(base.id) })
    await typeAvailable('basey')
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    await act(async () => {
      signatures[0]!.approve()
      await flush()
    })
    await waitFor(() => expect(screen.getByTestId('register-account-name-success')).toBeTruthy())
    expect(service.sent('/v1/profile/account').find((r) => r.method === 'POST')!.body).toMatchObject({ coin_type: 0x80000000 + 8453 })
  })

  it("a failed registration returns to the form with the service's reason, else 'Error registering name {name}'", async () => {
    const { service, router, signatures, connection } = await setup()
    service.failures.register = Response.json({ status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered: dave.reown.id' }] }, { status: 400 })
    await typeAvailable('dave')
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    await act(async () => {
      signatures[0]!.approve()
      await flush()
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Name is already registered: dave.reown.id')
    expect(router.get().history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountName'])
    expect(router.get().data).toBeUndefined()
    expect(router.currentTransaction()).toBeUndefined()
    expect((input() as HTMLInputElement).value).toBe('dave')
    expect(connection.account('eip155').profileName).toBeUndefined()
    expect(await axeViolations(document.body)).toEqual([])

    service.failures.register = 'drop'
    await waitFor(() => expect(registerButton().disabled).toBe(false))
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    await act(async () => {
      signatures[1]!.approve()
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error registering name dave.reown.id'))
    // typing again clears the message
    await type('dave2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("a declined signature returns to the form with 'Signature declined' and posts nothing", async () => {
    const { service, router, signatures } = await setup()
    await typeAvailable('erin')
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    await act(async () => {
      signatures[0]!.decline()
      await flush()
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(router.get().history).toHaveLength(2)
    expect(service.sent('/v1/profile/account').filter((r) => r.method === 'POST')).toEqual([])
  })

  it('going back while the wallet is asked cancels: a signature that arrives later registers nothing', async () => {
    const { service, router, signatures } = await setup()
    await typeAvailable('frank')
    await act(async () => {
      fireEvent.click(registerButton())
      await flush()
    })
    act(() => router.goBack())
    expect(router.get()).toMatchObject({ view: 'RegisterAccountName', data: undefined })
    expect(router.currentTransaction()).toBeUndefined()
    expect(registerButton().textContent).toBe('Register')
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => {
      signatures[0]!.approve()
      await flush()
      await flush()
    })
    expect(service.sent('/v1/profile/account').filter((r) => r.method === 'POST')).toEqual([])
    expect(router.get().view).toBe('RegisterAccountName')
  })
})
