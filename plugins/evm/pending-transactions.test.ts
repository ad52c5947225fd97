import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { defineNetwork, type Network, type RpcService } from 'portico'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, startAnvil, type AnvilInstance } from 'portico/testing'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { PENDING_TRANSACTIONS_LIMIT, watchPendingTransactions } from './pending-transactions.ts'

let anvil: AnvilInstance
let network: Network
const rpc = createTestRpc()

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  network = defineNetwork({ id: anvil.chainId, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
})
afterAll(() => {
  rpc.dispose()
  return anvil?.stop()
})

const send = () =>
  createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport: http(anvil.rpcUrl) }).sendTransaction({
    to: ANVIL_ACCOUNT_1.address,
    value: parseEther('0.001'),
    chain: null,
  })

/**
 * The test's rpc, and a promise of the watch's filter made on the node (its first poll): a
 * transaction sent before the filter exists is never told, and on a loaded machine that first
 * poll can come much later than its interval.
 */
function watchedRpc(): { rpc: Pick<RpcService, 'request'>; filterMade: Promise<void> } {
  let made = () => {}
  const filterMade = new Promise<void>((resolve) => (made = resolve))
  return {
    filterMade,
    rpc: {
      async request<T>(network: Network, method: string, params?: unknown): Promise<T> {
        const answer = await rpc.request<T>(network, method, params)
        if (method === 'eth_newPendingTransactionFilter') made()
        return answer
      },
    },
  }
}

/** Resolves once `check` holds, polling every 20 ms (at most 15 s: the filter is a node read). */
async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 15_000) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('watchPendingTransactions (real anvil)', () => {
  it("is AppKit's limit, 99", () => expect(PENDING_TRANSACTIONS_LIMIT).toBe(99))

  it("tells of the chain's new pending transactions once per poll that saw some, with their hashes", async () => {
    const seen: string[][] = []
    let connected = true
    const watched = watchedRpc()
    const stop = watchPendingTransactions({ rpc: watched.rpc, pollingInterval: 50, watched: () => (connected ? network : undefined), onTransactions: (h) => seen.push([...h]) })
    try {
      await watched.filterMade
      const hash = await send()
      await until(() => seen.length === 1)
      expect(seen[0]).toEqual([hash])
      // disconnected: nothing is asked, and nothing told
      connected = false
      await new Promise((resolve) => setTimeout(resolve, 200))
      await send()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(seen).toHaveLength(1)
    } finally {
      stop()
    }
  })

  it('stops after the limit of polls that saw transactions', async () => {
    let told = 0
    const watched = watchedRpc()
    const stop = watchPendingTransactions({ rpc: watched.rpc, pollingInterval: 50, limit: 2, watched: () => network, onTransactions: () => (told += 1) })
    try {
      await watched.filterMade
      for (let i = 0; i < 2; i++) {
        await send()
        await until(() => told === i + 1)
      }
      await send()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(told).toBe(2)
    } finally {
      stop()
    }
  })
})
