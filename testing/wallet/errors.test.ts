import { describe, expect, it } from 'vitest'
import { ProviderRpcError, failIfFeature, unauthorized, unrecognizedChain, userRejected } from './errors.ts'

describe('ProviderRpcError', () => {
  it('carries a numeric code and the EIP-1193 messages', () => {
    expect(userRejected()).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(unauthorized()).toMatchObject({
      code: 4100,
      message: 'The requested account and/or method has not been authorized by the user.',
    })
    expect(unrecognizedChain('0x1')).toMatchObject({ code: 4902, message: expect.stringContaining('"0x1"') })
    expect(userRejected()).toBeInstanceOf(Error)
    expect(userRejected().name).toBe('ProviderRpcError')
  })

  it('keeps data only when given', () => {
    expect('data' in new ProviderRpcError(1, 'x')).toBe(false)
    expect(new ProviderRpcError(3, 'reverted', '0x08c379a0').data).toBe('0x08c379a0')
  })
})

describe('failIfFeature', () => {
  it('does nothing when the feature is off', () => {
    expect(() => failIfFeature(undefined)).not.toThrow()
    expect(() => failIfFeature(false)).not.toThrow()
  })

  it('fails as a user rejection when true and throws a given Error as is', () => {
    expect(() => failIfFeature(true)).toThrow(expect.objectContaining({ code: 4001 }))
    const custom = new Error('boom')
    expect(() => failIfFeature(custom)).toThrow(custom)
  })
})
