// The tokens the form offers, loaded from the portfolio when the account, network or its native
// balance changes.
import { useEffect, useState } from 'react'
import { messageOf, TOKENS, type Kernel, type Network } from 'portico'
import { loadSendTokens } from '../send-tokens.ts'
import type { SendToken } from '../send-types.ts'

export type SendTokensState = { status: 'loading' } | { status: 'ready'; tokens: SendToken[] } | { status: 'failed'; error: string }

export function useSendTokens(kernel: Kernel, address: string | undefined, network: Network, nativeBalance: string | undefined): SendTokensState {
  const [state, setState] = useState<SendTokensState>({ status: 'loading' })
  useEffect(() => {
    if (!address) return
    let live = true
    loadSendTokens(kernel.get(TOKENS.blockchainApi), { address, network, nativeBalance }).then(
      (tokens) => live && setState({ status: 'ready', tokens }),
      (error: unknown) => live && setState({ status: 'failed', error: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [kernel, address, network, nativeBalance])
  return state
}
