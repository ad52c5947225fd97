// `useAppKitSiwx()`: the app reads the sign-in state (and signs in or out) from React. Before the
// kernel has loaded, or with no siwx plugin composed, the state is 'idle'.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { Kernel } from 'portico'
import { useAppKitInstance, internalsOf } from '../../ui/kit/index.ts'
import type { SiwxFlow, SiwxState } from './flow.ts'
import { SIWX } from './token.ts'

const IDLE: SiwxState = { status: 'idle' }

function flowOf(kernel: Kernel | undefined): SiwxFlow | undefined {
  if (!kernel) return undefined
  try {
    return kernel.get(SIWX)
  } catch {
    return undefined // the siwx plugin is not composed in this instance
  }
}

export interface UseAppKitSiwxReturnType extends SiwxState {
  isRequired: boolean
  /** Asks the wallet to sign in the active account; resolves true when signed in. */
  signIn(): Promise<boolean>
  signOut(): Promise<void>
}

export function useAppKitSiwx(): UseAppKitSiwxReturnType {
  const internals = internalsOf(useAppKitInstance())
  const subscribe = useCallback(
    (onChange: () => void) => {
      let inner: { unsubscribe(): void } | undefined
      // The kernel loads later: the account store switches to it then, so follow that to attach.
      const attach = () => {
        if (!inner) inner = flowOf(internals.kernel)?.state$.subscribe(() => onChange())
      }
      const outer = internals.accounts.subscribe(() => {
        attach()
        onChange()
      })
      attach()
      return () => {
        outer.unsubscribe()
        inner?.unsubscribe()
      }
    },
    [internals],
  )
  const state = useSyncExternalStore(
    subscribe,
    () => flowOf(internals.kernel)?.get() ?? IDLE,
    () => IDLE,
  )
  return useMemo(() => {
    const flow = () => internals.loadKernel().then((kernel) => flowOf(kernel))
    return {
      ...state,
      isRequired: flowOf(internals.kernel)?.isRequired() ?? false,
      signIn: async () => (await flow())?.sign() ?? false,
      signOut: async () => {
        const found = await flow()
        if (!found) throw new Error('SIWX is not enabled')
        await found.signOut()
      },
    }
  }, [state, internals])
}
