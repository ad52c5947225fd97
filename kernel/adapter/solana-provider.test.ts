import { describe, expect, it } from 'vitest'
import { NamedProviderError } from '../errors/provider-error.ts'
import { withNamedSolanaErrors, type SolanaProvider, type SolanaTransactionLike } from './solana-provider.ts'

const refusal = { code: 4001, message: 'User rejected the request.' }

function wallet(): SolanaProvider & { address: string } {
  return {
    address: 'A1',
    chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    walletName: 'Test',
    signMessage: async () => Promise.reject(refusal),
    signTransaction: async <T extends SolanaTransactionLike>(tx: T) => tx,
    signAllTransactions: async () => Promise.reject(Object.assign(new Error('Something else'), { code: 1234 })),
    signAndSendTransaction: async () => Promise.reject({ code: -32002, message: 'Resource unavailable', data: { slot: 7 } }),
  }
}

describe('a Solana provider with named errors', () => {
  it("rejects the visitor's refusal with code 4001 and its name, and a node's error with its own", async () => {
    const provider = withNamedSolanaErrors(wallet())
    const error = await provider.signMessage('hi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamedProviderError)
    expect(error).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.', cause: refusal })
    const tx = { serialize: () => new Uint8Array() }
    await expect(provider.signAndSendTransaction(tx)).rejects.toMatchObject({ code: -32002, rpcName: 'RESOURCE_UNAVAILABLE', data: { slot: 7 } })
    await expect(provider.signAllTransactions([tx])).rejects.toThrow('Something else')
    expect(await provider.signTransaction(tx)).toBe(tx)
  })

  it('reads the account, chain and wallet name live', () => {
    const inner = wallet()
    const provider = withNamedSolanaErrors(inner)
    expect(provider).toMatchObject({ address: 'A1', walletName: 'Test', chain: inner.chain })
    inner.address = 'B2'
    expect(provider.address).toBe('B2')
  })
})
