import { useMemo } from 'react'
import type { CaipNetworkId } from '../../kernel/caip/caip.ts'
import type { Network } from '../../kernel/network/network.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useStore } from './use-observable.ts'

export interface UseAppKitNetworkReturnType {
  caipNetwork: Network
  caipNetworkId: CaipNetworkId
  chainId: number | string
  /** Asks the connected wallet to switch (or just selects the network when nothing is connected). */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
}

/** The active network. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const { network } = internalsOf(appKit)
  const active = useStore(network, (n) => n.activeNetwork)
  return useMemo(
    () => ({
      caipNetwork: active,
      caipNetworkId: active.caipNetworkId,
      chainId: active.id,
      switchNetwork: (target) => appKit.switchNetwork(target),
    }),
    [active, appKit],
  )
}
