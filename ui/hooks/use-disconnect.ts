import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'

export interface UseDisconnectReturnType {
  /**
   * Disconnects one namespace, one connection of it (`id`: its connector's id; the namespace
   * defaults to the active one), or every connection.
   */
  disconnect(options?: { namespace?: ChainNamespace; id?: string }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: (options = {}) => appKit.disconnect(options) }), [appKit])
}
