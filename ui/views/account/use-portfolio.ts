import { useEffect, useState } from 'react'
import type { TokenBalance } from '../../../kernel/index.ts'
import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'

export interface Portfolio {
  balances: readonly TokenBalance[]
  /** The first answer for this account and network has not come yet. */
  loading: boolean
}

/**
 * The account's token balances on a network from the blockchain API (cached 30 s). The API
 * never throws here: a failed fetch shows 'Token Balance Unavailable' and blocks retries for 30 s,
 * answering with the cached or an empty list meanwhile.
 */
export function usePortfolio(address: string, caipNetworkId: string): Portfolio {
  const api = useKernel().get(TOKENS.blockchainApi)
  const [state, setState] = useState<Portfolio & { key: string }>({ key: '', balances: [], loading: true })
  const key = `${caipNetworkId}:${address}`
  useEffect(() => {
    let live = true
    void api.getBalance({ address, chainId: caipNetworkId }).then(({ balances }) => {
      if (live) setState({ key, balances, loading: false })
    })
    return () => {
      live = false
    }
  }, [api, address, caipNetworkId, key])
  // another account's or network's tokens never show, not even for one render
  return state.key === key ? state : { balances: [], loading: true }
}
