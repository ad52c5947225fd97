// web3.js's Connection over the kernel's RPC transport, against the sandbox Solana RPC (LiteSVM)
// behind loopback proxies: a dead first URL is passed over, a node's error comes back as web3.js
// reports it, and no URL answering rejects with RPC_UNAVAILABLE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_ACCOUNT_0, SOLANA_DEV_BALANCE_LAMPORTS } from 'portico/testing'
import { startSolanaRpc, type SolanaRpc as SandboxSolanaRpc } from '../../sandbox/solana-rpc/index.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { startRpcFaultProxy, type RpcFaultProxy } from '../../testing/rpc-fault-proxy.ts'
import { defineSolanaNetwork } from './networks.ts'
import { createSolanaRpc } from './rpc.ts'

let node: SandboxSolanaRpc
let first: RpcFaultProxy
let second: RpcFaultProxy
const transport = createTestRpc()

beforeAll(async () => {
  node = await startSolanaRpc()
  first = await startRpcFaultProxy({ target: node.url })
  second = await startRpcFaultProxy({ target: node.url })
})
afterAll(async () => {
  transport.dispose()
  await Promise.all([first?.stop(), second?.stop()])
  await node?.stop()
})

const network = () => {
  const base = defineSolanaNetwork({ genesisHash: node.genesisHash, name: 'Sandbox Solana', rpcUrl: first.url })
  return { ...base, rpcUrls: { default: { http: [first.url, second.url] } } }
}

describe("Solana's RPC through the kernel's transport", () => {
  it('reads a balance with the first URL refusing, and answers a node error as web3.js expects', async () => {
    await first.setMode({ mode: 'refusing' })
    const { web3, connection } = await createSolanaRpc(() => transport).connection(network())
    expect(await connection.getBalance(new web3.PublicKey(SOLANA_ACCOUNT_0.address))).toBe(Number(SOLANA_DEV_BALANCE_LAMPORTS))
    expect(second.hits().length).toBeGreaterThan(0)
    await expect(connection.getBalance('not-a-key' as never)).rejects.toThrow()
  })

  it('rejects with RPC_UNAVAILABLE when no URL answers', async () => {
    await first.setMode({ mode: 'refusing' })
    await second.setMode({ mode: 'refusing' })
    const solana = { ...network(), caipNetworkId: 'solana:nowhere' as const }
    const { web3, connection } = await createSolanaRpc(() => transport).connection(solana)
    await expect(connection.getBalance(new web3.PublicKey(SOLANA_ACCOUNT_0.address))).rejects.toThrow(/No RPC node of Sandbox Solana \(solana:nowhere\) answered: 2 URLs tried/)
  })
})
