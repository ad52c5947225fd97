import { useMemo } from 'react'
import { toCaipNetworkId, type CaipNetworkId } from '../../kernel/caip/caip.ts'
import type { Network } from '../../kernel/network/network.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useStore } from './use-observable.ts'

export interface UseAppKitNetworkReturnType {
  /** The active network; undefined while the wallet is on a chain the app does not list. */
  caipNetwork: Network | undefined
  /** The chain the account is on: the wallet's own while it is on an unlisted chain. */
  caipNetworkId: CaipNetworkId
  chainId: number | string
  /** True while the connected wallet is on a chain the app does not list: build no request for it. */
  isUnsupported: boolean
  /** Asks the connected wallet to switch (or just selects the network when nothing is connected). */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
}

/**
 * The active network, as it is: while the wallet sits on a chain the app does not list, its chain id
 * (marked unsupported), never the app's last network, so a dApp never signs for the wrong chain.
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const { network } = internalsOf(appKit)
  const active = useStore(network, (n) => n.activeNetwork)
  const namespace = useStore(network, (n) => n.activeNamespace)
  const unsupportedChainId = useStore(network, (n) => n.unsupportedChainId)
  return useMemo(() => {
    const switchNetwork = (target: Network | CaipNetworkId) => appKit.switchNetwork(target)
    if (unsupportedChainId !== undefined) {
      return { caipNetwork: undefined, caipNetworkId: toCaipNetworkId(namespace, unsupportedChainId), chainId: unsupportedChainId, isUnsupported: true, switchNetwork }
    }
    return { caipNetwork: active, caipNetworkId: active.caipNetworkId, chainId: active.id, isUnsupported: false, switchNetwork }
  }, [active, namespace, unsupportedChainId, appKit])
}
