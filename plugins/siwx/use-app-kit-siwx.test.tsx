// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type StorageBackend } from 'portico'
import { ANVIL_ACCOUNT_0 } from 'portico/testing'
import { AppKitProvider } from '../../ui/app-kit/context.tsx'
import type { AppKit } from '../../ui/app-kit/create-app-kit.ts'
import { flush, loadedAppKit, testAppKit } from '../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../ui/test-support/fake-evm.ts'
import { createLocalSiwxConfig } from './local-config.ts'
import { siwx } from './siwx.ts'
import { useAppKitSiwx } from './use-app-kit-siwx.ts'

vi.mock('../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

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

function evmThatSigns() {
  const evm = fakeEvm()
  evm.adapter.signMessage = ({ message }) => signer.signMessage({ message })
  return evm
}

const wrapperFor =
  (instance: AppKit) =>
  ({ children }: { children: ReactNode }) => <AppKitProvider appKit={instance}>{children}</AppKitProvider>

describe('useAppKitSiwx', () => {
  it('is idle before the kernel loads, and without the siwx plugin', async () => {
    const evm = evmThatSigns()
    const t = testAppKit({ plugins: [evm.plugin, siwx(createLocalSiwxConfig({ storage: memory() }))] }, evm)
    appKit = t.appKit
    const { result } = renderHook(() => useAppKitSiwx(), { wrapper: wrapperFor(t.appKit) })
    expect(result.current).toMatchObject({ status: 'idle', isRequired: false })
    t.appKit.dispose()

    const plain = await loadedAppKit()
    appKit = plain.appKit
    const { result: without } = renderHook(() => useAppKitSiwx(), { wrapper: wrapperFor(plain.appKit) })
    expect(without.current.status).toBe('idle')
    await expect(without.current.signOut()).rejects.toThrow('SIWX is not enabled')
  })

  it('follows the flow: signed out after a connect, signIn, signOut (required: asked again)', async () => {
    const evm = evmThatSigns()
    const config = createLocalSiwxConfig({ storage: memory(), required: true })
    const t = await loadedAppKit({ plugins: [evm.plugin, siwx(config)] }, evm)
    appKit = t.appKit
    const { result } = renderHook(() => useAppKitSiwx(), { wrapper: wrapperFor(t.appKit) })
    await act(async () => {
      t.kernel.get(TOKENS.modal).open()
      const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      evm.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
    })
    expect(result.current).toMatchObject({ status: 'signed-out', caipAddress: `eip155:1:${ADDRESS}`, isRequired: true })

    await act(async () => {
      await expect(result.current.signIn()).resolves.toBe(true)
    })
    expect(result.current.status).toBe('signed-in')
    expect(result.current.session?.data.accountAddress).toBe(ADDRESS)
    expect(t.kernel.get(TOKENS.modal).get().open).toBe(false)

    await act(async () => {
      await result.current.signOut()
    })
    expect(result.current.status).toBe('signed-out')
    await expect(config.getSessions('eip155:1', ADDRESS)).resolves.toEqual([])
    expect(t.kernel.get(TOKENS.router).get().view).toBe('SIWXSignMessage')
    expect(t.kernel.get(TOKENS.modal).get().open).toBe(true)
  })
})
