// One JSON-RPC call from the frame server to a sandbox node (an anvil chain, the Solana cluster): the
// reads it forwards for the frame page and the funding of new accounts. The node's error comes back
// as an RpcError, which the frame passes to the page as the request's error.

/** A JSON-RPC error the frame passes back to the page as the request's error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Posts `method` with `params` (none: `[]`) to `rpcUrl`; its result, or its error as an RpcError. */
export async function callRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new RpcError(body.error.code, body.error.message)
  return body.result
}
