import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { createAppKit, internalsOf, type AppKit, type CreateAppKitOptions } from '../app-kit/create-app-kit.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import { base, ethereum, fakeEvm } from './fake-evm.ts'

/** An AppKit over the fake eip155 adapter, persisting to memory unless told otherwise. */
export function testAppKit(options: Partial<CreateAppKitOptions> = {}, wallet = fakeEvm()) {
  const appKit = createAppKit({
    projectId: 'test-project',
    networks: [ethereum, base],
    storage: 'memory',
    plugins: [wallet.plugin],
    ...options,
  })
  return { appKit, ...wallet }
}

/** `testAppKit` with its kernel loaded (as after a first open, a hover, or a stored connection). */
export async function loadedAppKit(options: Partial<CreateAppKitOptions> = {}, wallet = fakeEvm()) {
  const t = testAppKit(options, wallet)
  const kernel = await internalsOf(t.appKit).loadKernel()
  return { ...t, kernel }
}

export function renderWith(appKit: AppKit, ui: ReactNode) {
  return render(<AppKitProvider appKit={appKit}>{ui}</AppKitProvider>)
}

/** Lets pending promise callbacks (kernel and adapter) run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
