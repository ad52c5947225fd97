// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type StorageBackend } from 'portico'
import { ANVIL_ACCOUNT_0 } from 'portico/testing'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, rejection, sandboxWallet } from '../../../ui/test-support/fake-evm.ts'
import { createLocalSiwxConfig } from '../local-config.ts'
import { siwx } from '../siwx.ts'
import { SIWX } from '../token.ts'
import SiwxSignMessageView, { title } from './siwx-sign-message-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

const signer = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)

function memory(): StorageBackend {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

async function setup(required = true, locale?: string) {
  const evm = fakeEvm()
  let decline = false
  // the fake wallet signs with anvil's first key, or declines like a user (4001)
  evm.adapter.signMessage = async ({ message }) => {
    if (decline) throw rejection()
    return signer.signMessage({ message })
  }
  const t = await loadedAppKit(
    {
      plugins: [evm.plugin, siwx(createLocalSiwxConfig({ storage: memory(), required }))],
      metadata: { name: 'Shop', description: '', url: 'https://shop.test', icons: [] },
      ...(locale ? { locale } : {}),
    },
    evm,
  )
  appKit = t.appKit
  await act(async () => {
    t.kernel.get(TOKENS.modal).open()
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    evm.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
    await flush()
  })
  expect(t.kernel.get(TOKENS.router).get().view).toBe('SIWXSignMessage')
  renderWith(appKit, <SiwxSignMessageView />)
  return { ...t, decline: (on: boolean) => (decline = on) }
}

describe('SIWXSignMessage view', () => {
  it('is titled Sign In and shows the app, the account, Sign and Cancel', async () => {
    await setup()
    expect(title).toBe('Sign In')
    expect(screen.getByText('Shop needs to connect to your wallet')).toBeTruthy()
    expect(screen.getByText('0xf39F…2266')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('Sign signs in and closes the modal', async () => {
    const { kernel } = await setup()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
      await flush()
      await flush()
    })
    await vi.waitFor(() => expect(kernel.get(SIWX).get().status).toBe('signed-in'))
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })

  it("a declined signature shows 'Signature declined' and Sign stays available", async () => {
    const { kernel, decline } = await setup()
    decline(true)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
      await flush()
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(kernel.get(TOKENS.modal).get().open).toBe(true)
    decline(false)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
      await flush()
      await flush()
    })
    await vi.waitFor(() => expect(kernel.get(TOKENS.modal).get().open).toBe(false))
  })

  it('in Arabic: the texts, the address left to right inside the sentence, and the declined signature from the catalog', async () => {
    const { decline } = await setup(true, 'ar')
    expect(screen.getByText('يحتاج Shop إلى الاتصال بمحفظتك')).toBeTruthy()
    const address = screen.getByText('0xf39F…2266')
    expect(address.getAttribute('dir')).toBe('ltr')
    expect(address.parentElement!.textContent).toBe('وقّع هذه الرسالة لإثبات ملكيتك لـ 0xf39F…2266. لا يكلّفك ذلك شيئًا ولا يرسل أي معاملة.')
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy()
    decline(true)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'توقيع' }))
      await flush()
    })
    expect((await screen.findByRole('alert')).textContent).toBe('تم رفض التوقيع')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("in Spanish: the 'Authenticating...' toast while the session is stored", async () => {
    const { kernel } = await setup(true, 'es')
    const shown: string[] = []
    const toast = kernel.get(TOKENS.toast)
    const sub = toast.state$.subscribe((state) => state.open && shown.push(state.message))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Firmar' }))
      await flush()
      await flush()
    })
    sub.unsubscribe()
    expect(shown).toContain('Autenticando...')
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const { kernel } = await setup()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
      await flush()
    })
    await vi.waitFor(() => expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected'))
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })
})
