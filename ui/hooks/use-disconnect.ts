import { useMemo } from 'react'
import { TOKENS, type ChainNamespace } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'

export interface UseDisconnectReturnType {
  /** Disconnects one namespace, or every connected one. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const connection = useKernel().get(TOKENS.connection)
  return useMemo(() => ({ disconnect: (options = {}) => connection.disconnect(options.namespace) }), [connection])
}
