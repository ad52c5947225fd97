// Shared by the wallet's unit tests (not exported): two real anvil chains on free ports.
import { startAnvil } from '../anvil.ts'
import type { TestWalletChain } from './types.ts'

export async function startTestChains() {
  const a = await startAnvil({ chainId: 1337 })
  const b = await startAnvil({ chainId: 8453 })
  const chains: [TestWalletChain, TestWalletChain] = [
    { id: 1337, name: 'Chain A', rpcUrl: a.rpcUrl },
    { id: 8453, name: 'Chain B', rpcUrl: b.rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  ]
  return { chains, stop: () => Promise.all([a.stop(), b.stop()]).then(() => undefined) }
}
