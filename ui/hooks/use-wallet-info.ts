import { useMemo } from 'react'
import type { ConnectedWalletInfo } from '../../kernel/connection/account-state.ts'
import { useAccountState } from './use-account-state.ts'

/** The connected wallet's name and icon (active namespace). */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  const walletInfo = useAccountState()?.connectedWalletInfo
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
