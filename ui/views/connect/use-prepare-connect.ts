import { useEffect, useMemo, useRef } from 'react'
import type { Kernel } from '../../../kernel/index.ts'
import { prepareConnect, type ConnectPreparation } from './prepare-connect.ts'

/** Handlers for the elements that lead to a wallet: a pointer on, a touch on or focus in them. */
export interface TowardWallet {
  onPointerEnter(): void
  onTouchStart(): void
  onFocus(): void
}

/**
 * While a view where a wallet is picked shows, the plugins prepare their connect (`prepareConnect`);
 * returns the handlers that bring it forward, for the wallets' rows.
 */
export function usePrepareConnect(kernel: Kernel): TowardWallet {
  const preparation = useRef<ConnectPreparation | undefined>(undefined)
  useEffect(() => {
    const current = prepareConnect(kernel)
    preparation.current = current
    return () => current.cancel()
  }, [kernel])
  return useMemo(() => {
    const toward = () => preparation.current?.toward()
    return { onPointerEnter: toward, onTouchStart: toward, onFocus: toward }
  }, [])
}
