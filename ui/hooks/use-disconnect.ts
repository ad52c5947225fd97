import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'

export interface UseDisconnectReturnType {
  /** Disconnects one namespace, or every connected one. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: (options = {}) => appKit.disconnect(options) }), [appKit])
}
