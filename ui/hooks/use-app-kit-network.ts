import { useMemo } from 'react'
import { TOKENS, type CaipNetworkId, type Network } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useObservable } from './use-observable.ts'

export interface UseAppKitNetworkReturnType {
  caipNetwork: Network
  caipNetworkId: CaipNetworkId
  chainId: number | string
  /** Asks the connected wallet to switch (or just selects the network when nothing is connected). */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
}

/** The active network. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const kernel = useKernel()
  const network = kernel.get(TOKENS.network)
  const connection = kernel.get(TOKENS.connection)
  const active = useObservable(network.state$, () => network.get().activeNetwork)
  return useMemo(
    () => ({
      caipNetwork: active,
      caipNetworkId: active.caipNetworkId,
      chainId: active.id,
      switchNetwork: (target) => connection.switchNetwork(target),
    }),
    [active, connection],
  )
}
