import { createContext, useContext, type ReactNode } from 'react'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { getDefaultAppKit, internalsOf, type AppKit } from './app-kit-instance.ts'

const AppKitContext = createContext<AppKit | undefined>(undefined)

export interface AppKitProviderProps {
  appKit: AppKit
  children?: ReactNode
}

/** Scopes hooks and buttons to one instance: for pages with several modals. */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}

/** The nearest provider's instance, else the page's default one (the first `createAppKit`). */
export function useAppKitInstance(): AppKit {
  const appKit = useContext(AppKitContext) ?? getDefaultAppKit()
  if (!appKit) {
    throw new Error('No AppKit instance: call createAppKit() first, or render inside <AppKitProvider>')
  }
  return appKit
}

/**
 * The kernel behind the current instance: what views (core or plugin) read services from. The
 * kernel loads on demand (first open, a pointer on a button, a stored connection); views and the
 * modal render only after it has, so they may call this. Elsewhere use the public hooks.
 */
export function useKernel(): Kernel {
  const kernel = internalsOf(useAppKitInstance()).kernel
  if (!kernel) {
    throw new Error('useKernel(): the kernel has not loaded yet; outside the modal, use the public hooks')
  }
  return kernel
}
