// @vitest-environment happy-dom
// The fixture plugin composed into a real modal (ModalRoot, the kernel, the router, the Account and
// Connect views as shipped): its Account feature, its view reading its API client, and its Connect
// section all appear, though neither kernel/ nor ui/ names any of them.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import type { FetchLike } from '../../kernel/api/http.ts'
import type { AppKit } from '../../ui/app-kit/create-app-kit.ts'
import { ModalRoot } from '../../ui/modal/modal-root.tsx'
import { flush, loadedAppKit, renderWith } from '../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../ui/test-support/fake-explorer.ts'
import { fixturePlugin } from './fixture-plugin.ts'

// The test renders ModalRoot itself: keep the instance from mounting its own copy on document.body.
vi.mock('../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  appKit = undefined
})

/** The Blockchain API's host as the test sees it: the fixture's one endpoint, every request recorded. */
function quoteHost(requests: string[]): FetchLike {
  return async (input) => {
    requests.push(input)
    if (new URL(input).pathname === '/v1/fixture/quote') return Response.json({ text: 'Small is beautiful.', author: 'E. F. Schumacher' })
    return new Response('not found', { status: 404 })
  }
}

async function setup(requests: string[]) {
  const wallet = fakeEvm({ wallets: [sandboxWallet] })
  const t = await loadedAppKit({ plugins: [wallet.plugin, servicesPlugin({ blockchainFetch: quoteHost(requests) }), fixturePlugin()] }, wallet)
  appKit = t.appKit
  renderWith(appKit, <ModalRoot container={null} embedded={false} />)
  return { ...t, modal: t.kernel.get(TOKENS.modal) }
}

describe('a plugin from outside kernel/ and ui/ (the fixture)', () => {
  it('adds its Connect section where the Connect view places the email method', async () => {
    const { modal } = await setup([])
    await act(async () => modal.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(await screen.findByRole('button', { name: 'Continue with the fixture' })).toBeTruthy()
    expect(dialog.contains(screen.getByTestId('fixture-connect-section'))).toBe(true)
  })

  it("adds an Account feature whose view reads the plugin's own API client", async () => {
    const requests: string[] = []
    const { kernel, controls, modal } = await setup(requests)
    await act(async () => {
      const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
      modal.open()
    })
    await screen.findByRole('dialog', { name: 'Account' })
    const feature = await screen.findByRole('button', { name: 'Quote of the day' })
    await act(async () => {
      fireEvent.click(feature)
      await flush()
    })
    expect(kernel.get(TOKENS.router).get().view).toBe('FixtureQuote')
    await screen.findByRole('dialog', { name: 'Quote of the day' })
    expect((await screen.findByText('Small is beautiful.')).tagName).toBe('BLOCKQUOTE')
    expect(screen.getByText('E. F. Schumacher')).toBeTruthy()
    // asked through the kernel's API context: the project named by the common query
    const asked = requests.map((r) => new URL(r)).filter((u) => u.pathname === '/v1/fixture/quote')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.searchParams.get('projectId')).toBe('test-project')
  })
})
