// A `fetch` for @solana/web3.js's Connection that sends its JSON-RPC bodies (one call or a batch)
// through the kernel's RPC transport, so every Solana call gets the ranked URLs, retries and
// timeouts. A node's JSON-RPC error goes back as a JSON-RPC error; no URL answering rejects, as a
// failed fetch does.
import { errorCodeOf, PorticoError, type Network, type RpcService } from 'portico'

type Call = { id?: unknown; method?: unknown; params?: unknown }

function errorObject(error: unknown): { code: number; message: string; data?: unknown } {
  const e = error as { details?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown; cause?: { data?: unknown } }
  const message = typeof e.details === 'string' ? e.details : typeof e.message === 'string' ? e.message : String(error)
  const data = e.data ?? e.cause?.data
  return { code: errorCodeOf(error) ?? -32603, message, ...(data !== undefined ? { data } : {}) }
}

export function rpcFetch(rpc: () => Pick<RpcService, 'request'>, network: Network): typeof fetch {
  async function answer(call: Call) {
    if (typeof call?.method !== 'string') return { jsonrpc: '2.0', id: call?.id ?? null, error: { code: -32600, message: 'Invalid request' } }
    try {
      return { jsonrpc: '2.0', id: call.id, result: await rpc().request(network, call.method, call.params ?? []) }
    } catch (error) {
      if (error instanceof PorticoError) throw error
      return { jsonrpc: '2.0', id: call.id, error: errorObject(error) }
    }
  }
  return (async (_input: unknown, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '') as Call | Call[]
    const replies = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
    return new Response(JSON.stringify(replies), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
}
