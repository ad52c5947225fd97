import { BehaviorSubject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../network/network.ts'
import { refreshBalancesOnNewBlocks } from './balance-refresh.ts'
import type { ChainRpcHealth } from './chain-transport.ts'
import type { RpcHealth } from './rpc-service.ts'

const net = defineNetwork({ id: 1337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const chain = (rounds: number, head: string): RpcHealth => ({
  [net.caipNetworkId]: { caipNetworkId: net.caipNetworkId, activeUrl: 'http://127.0.0.1:1', head, rounds, urls: [] } satisfies ChainRpcHealth,
})

function setup() {
  const health$ = new BehaviorSubject<RpcHealth>({})
  const account = { status: 'connected', balanceUnavailable: false }
  const refreshed: string[] = []
  const sub = refreshBalancesOnNewBlocks({
    health$,
    activeNetwork: (ns) => (ns === 'eip155' ? net : undefined),
    account: () => account,
    refreshBalance: async (ns) => void refreshed.push(ns),
  })
  return { health$, account, refreshed, sub }
}

describe('refreshBalancesOnNewBlocks', () => {
  it('reads the balance again when a ranking round sees a new block, not on calls within a round', () => {
    const t = setup()
    t.health$.next(chain(1, '5'))
    t.health$.next(chain(1, '6')) // a call's health, same round
    t.health$.next(chain(2, '6'))
    expect(t.refreshed).toEqual(['eip155'])
    t.health$.next(chain(3, '6'))
    expect(t.refreshed).toEqual(['eip155'])
    t.sub.unsubscribe()
  })

  it('tries a failed read again on the next round, and leaves a disconnected account alone', () => {
    const t = setup()
    t.health$.next(chain(1, '5'))
    t.account.balanceUnavailable = true
    t.health$.next(chain(2, '5'))
    expect(t.refreshed).toEqual(['eip155'])
    t.account.status = 'disconnected'
    t.health$.next(chain(3, '9'))
    expect(t.refreshed).toEqual(['eip155'])
    t.sub.unsubscribe()
  })
})
