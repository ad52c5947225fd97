// The tokens the Swap view offers, loaded when the account or network changes; `retry` asks again.
import { useCallback, useEffect, useState } from 'react'
import { messageOf, type Kernel, type Network } from 'portico'
import { swapApi } from '../swap-api.ts'
import { loadSwapTokens } from '../swap-tokens.ts'
import type { SwapTokenInfo } from '../swap-types.ts'

export type SwapTokensState = { status: 'loading' } | { status: 'ready'; tokens: SwapTokenInfo[] } | { status: 'failed'; error: string }

export function useSwapTokens(kernel: Kernel, address: string | undefined, network: Network, nativeBalance: string | undefined): SwapTokensState & { retry(): void } {
  const [state, setState] = useState<SwapTokensState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!address) return
    let live = true
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }))
    loadSwapTokens(swapApi(kernel), { address, network, nativeBalance }).then(
      (tokens) => live && setState({ status: 'ready', tokens }),
      (error: unknown) => live && setState({ status: 'failed', error: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [kernel, address, network, nativeBalance, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, retry }
}
