// The native balance by a plain JSON-RPC eth_getBalance on the network's own RPC URL (not through
// the frame, and without the evm plugin or viem's client).
import { PorticoError } from 'portico'

export async function readNativeBalance(fetcher: typeof fetch, rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetcher(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  if (!response.ok) throw new PorticoError('BALANCE_FAILED', `eth_getBalance failed: HTTP ${response.status}`, { details: rpcUrl })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new PorticoError('BALANCE_FAILED', `eth_getBalance failed: ${body.error.message ?? 'unknown error'}`, { details: rpcUrl })
  if (typeof body.result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.result)) throw new PorticoError('BALANCE_FAILED', `eth_getBalance returned no quantity: ${String(body.result)}`, { details: rpcUrl })
  return BigInt(body.result)
}
