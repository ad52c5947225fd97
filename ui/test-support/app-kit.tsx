import type { ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import { createAppKit, internalsOf, type AppKit, type CreateAppKitOptions } from '../app-kit/create-app-kit.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import { TOKENS, type Plugin } from '../../kernel/index.ts'
import { ADDRESS, base, ethereum, fakeEvm, sandboxWallet } from './fake-evm.ts'
import { fakeExplorer, offlineFetch, servicesPlugin } from './fake-explorer.ts'

/**
 * No network I/O in component tests: every test AppKit first composes an explorer with an empty
 * listing and silent analytics (the kernel's own would call the hosted API and collector). A test
 * binds its own with `servicesPlugin`, composed after this one.
 */
function offline(): Plugin {
  return { ...servicesPlugin({ explorer: fakeExplorer([]).explorer, blockchainFetch: offlineFetch }), id: 'test-offline' }
}

/** An AppKit over the fake eip155 adapter, persisting to memory unless told otherwise. */
export function testAppKit(options: Partial<CreateAppKitOptions> = {}, wallet = fakeEvm()) {
  const { plugins = [wallet.plugin], ...rest } = options
  const appKit = createAppKit({
    projectId: 'test-project',
    networks: [ethereum, base],
    storage: 'memory',
    plugins: [offline(), ...plugins],
    ...rest,
  })
  return { appKit, ...wallet }
}

/** `testAppKit` with its kernel loaded (as after a first open, a hover, or a stored connection). */
export async function loadedAppKit(options: Partial<CreateAppKitOptions> = {}, wallet = fakeEvm()) {
  const t = testAppKit(options, wallet)
  const kernel = await internalsOf(t.appKit).loadKernel()
  return { ...t, kernel }
}

/** `loadedAppKit` with the fake wallet connected, answering from `chainId` (one the app may not list). */
export async function connectedAppKit(chainId: number | string = ethereum.id, options: Partial<CreateAppKitOptions> = {}) {
  const t = await loadedAppKit(options)
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId })
    await done
    await flush()
  })
  return t
}

export function renderWith(appKit: AppKit, ui: ReactNode) {
  return render(<AppKitProvider appKit={appKit}>{ui}</AppKitProvider>)
}

/** Lets pending promise callbacks (kernel and adapter) run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
