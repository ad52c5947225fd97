import { describe, expect, it } from 'vitest'
import { PorticoError } from './portico-error.ts'
import { NamedProviderError, namedProviderError, withNamedErrors } from './provider-error.ts'

describe('a provider error named by its code', () => {
  it('keeps the numeric code, the message and the data, and names the code', () => {
    const wallet = { code: 4001, message: 'User rejected the request.', data: { reason: 'tapped Reject' } }
    const named = namedProviderError(wallet)
    expect(named).toBeInstanceOf(NamedProviderError)
    expect(named).toBeInstanceOf(Error)
    expect(named).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.', data: { reason: 'tapped Reject' }, cause: wallet })
    expect(namedProviderError(named)).toBe(named)
  })

  it('reads a code nested in a cause (viem, a wrapped frame answer), with the top message', () => {
    const nested = new PorticoError('USER_REJECTED', 'User rejected the request.', { cause: { code: 4001, message: 'User rejected the request.' } })
    expect(namedProviderError(nested)).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.', cause: nested })
    expect(namedProviderError(Object.assign(new Error('Execution reverted'), { code: -32003 }))).toMatchObject({ code: -32003, rpcName: 'TRANSACTION_REJECTED' })
    expect(namedProviderError({ code: 5760, message: 'no atomicity' })).toMatchObject({ code: 5760, rpcName: 'ATOMICITY_NOT_SUPPORTED' })
  })

  it('returns an error of no table as it is', () => {
    const plain = new Error('no code')
    expect(namedProviderError(plain)).toBe(plain)
    const other = { code: 999, message: 'x' }
    expect(namedProviderError(other)).toBe(other)
    expect(namedProviderError('text')).toBe('text')
  })

  it('wraps a request so its rejections are named and its answers unchanged', async () => {
    const request = withNamedErrors(async (method: string) => {
      if (method === 'ok') return 42
      throw { code: 4100, message: 'Unauthorized' }
    })
    expect(await request('ok')).toBe(42)
    await expect(request('no')).rejects.toMatchObject({ code: 4100, rpcName: 'UNAUTHORIZED', message: 'Unauthorized' })
  })
})
