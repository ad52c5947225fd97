import { describe, expect, it, vi } from 'vitest'
import { ANY_CLIENT, LinkModeOpenError, registerLinkOpener } from './browser-linking.ts'

type Linking = { openURL(url: string, name?: string): Promise<void>; getInitialURL(): Promise<string | null> }

describe("the browser's stand-in for React Native's Linking", () => {
  it('is put on the page (with `global`, which sign-client reads it by) and opens each client’s links with its own opener', async () => {
    const scope: { global?: unknown; Linking?: unknown } = {}
    const a = vi.fn(() => true)
    const b = vi.fn(() => true)
    registerLinkOpener(scope, 'kernel-a', a)
    registerLinkOpener(scope, 'kernel-b', b)
    expect(scope.global).toBe(scope)
    const linking = scope.Linking as Linking
    await linking.openURL('https://wallet.example/wc?wc_ev=x&topic=t', 'kernel-b')
    expect(b).toHaveBeenCalledWith('https://wallet.example/wc?wc_ev=x&topic=t')
    expect(a).not.toHaveBeenCalled()
    await expect(linking.getInitialURL()).resolves.toBeNull()
  })

  it('fails the send when the link cannot open or no opener serves the client (sign-client then rejects the request)', async () => {
    const scope: { global?: unknown; Linking?: unknown } = { global: 'kept' }
    const unregister = registerLinkOpener(scope, 'kernel-a', () => false)!
    const linking = scope.Linking as Linking
    await expect(linking.openURL('https://wallet.example/wc', 'kernel-a')).rejects.toBeInstanceOf(LinkModeOpenError)
    unregister()
    await expect(linking.openURL('https://wallet.example/wc', 'kernel-a')).rejects.toBeInstanceOf(LinkModeOpenError)
    expect(scope.global).toBe('kept')
  })

  it('serves any client from an opener registered for all', async () => {
    const scope: { Linking?: unknown } = {}
    const open = vi.fn(() => true)
    registerLinkOpener(scope, ANY_CLIENT, open)
    await (scope.Linking as Linking).openURL('https://dapp.example/?wc_ev=x&topic=t', 'walletkit')
    expect(open).toHaveBeenCalledTimes(1)
  })

  it("leaves React Native's own Linking alone", () => {
    const native = { openURL: vi.fn() }
    const scope = { Linking: native }
    expect(registerLinkOpener(scope, 'kernel-a', () => true)).toBeUndefined()
    expect(scope.Linking).toBe(native)
  })
})
