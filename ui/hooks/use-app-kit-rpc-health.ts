import { useCallback, useSyncExternalStore } from 'react'
import type { RpcHealth } from '../../kernel/rpc/rpc-service.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'

export type { RpcHealth } from '../../kernel/rpc/rpc-service.ts'
export type { ChainRpcHealth, RpcUrlHealth } from '../../kernel/rpc/chain-transport.ts'

/**
 * The RPC transport's health per chain called so far, as `appKit.getRpcHealth()` reads it, re-rendered
 * after each ranking round (every 4 s) and each call: per CAIP-2 network id the URL calls go to
 * first, the newest block seen, and each URL's rank, latency, stability and failures.
 */
export function useAppKitRpcHealth(): RpcHealth {
  const appKit = useAppKitInstance()
  const subscribe = useCallback((onChange: () => void) => appKit.subscribeRpcHealth(() => onChange()), [appKit])
  return useSyncExternalStore(subscribe, appKit.getRpcHealth, appKit.getRpcHealth)
}
