import { useMemo } from 'react'
import type { OpenOptions } from '../../kernel/modal/modal.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'

export interface UseAppKitReturnType {
  open<V extends ViewName>(options?: OpenOptions<V>): Promise<void>
  close(): void
}

/** Opens and closes the modal of the nearest instance. */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ open: (options) => appKit.open(options), close: () => appKit.close() }), [appKit])
}
