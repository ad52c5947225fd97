import { describe, expect, it } from 'vitest'
import { PorticoError } from './portico-error.ts'
import { namedRpcError, RPC_ERROR_CODES, rpcErrorName } from './rpc-error-codes.ts'

describe('the RPC error code tables', () => {
  it('name every code of JSON-RPC (-32700 … -32006), EIP-1193 (4001 … 4902) and EIP-5792 (5700 … 5760)', () => {
    const codes = Object.values(RPC_ERROR_CODES).sort((a, b) => a - b)
    expect(codes).toEqual([-32700, -32603, -32602, -32601, -32600, -32006, -32005, -32004, -32003, -32002, -32001, -32000, 4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760])
    expect(new Set(codes).size).toBe(codes.length)
    expect(rpcErrorName(-32700)).toBe('PARSE_ERROR')
    expect(rpcErrorName(4001)).toBe('USER_REJECTED')
    expect(rpcErrorName(5760)).toBe('ATOMICITY_NOT_SUPPORTED')
    expect(rpcErrorName(1234)).toBeUndefined()
    expect(rpcErrorName(undefined)).toBeUndefined()
  })

  it("turns a wallet's error into a named PorticoError, its message and cause kept, found through viem's nesting", () => {
    const wallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const named = namedRpcError(wallet)!
    expect(named).toBeInstanceOf(PorticoError)
    expect(named).toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.', rpcCode: 4001, cause: wallet })
    const nested = { message: 'Execution reverted', cause: { code: -32003, message: 'Transaction rejected' } }
    expect(namedRpcError(nested)).toMatchObject({ code: 'TRANSACTION_REJECTED', rpcCode: -32003, message: 'Execution reverted' })
    expect(namedRpcError(named)).toBe(named)
    expect(namedRpcError(new Error('no code'))).toBeUndefined()
    expect(namedRpcError({ code: 999 })).toBeUndefined()
  })
})
