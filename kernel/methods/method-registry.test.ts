import { describe, expect, it } from 'vitest'
import { createMethodRegistry } from './method-registry.ts'

describe('method registry', () => {
  it('merges the lists plugins contribute: safe, unsafe, and everything else disallowed', () => {
    const registry = createMethodRegistry([{ safe: ['eth_call', 'eth_chainId'], unsafe: ['personal_sign'] }, { unsafe: ['solana_signMessage'] }, {}])
    expect(registry.policyOf('eth_call')).toBe('safe')
    expect(registry.policyOf('personal_sign')).toBe('unsafe')
    expect(registry.policyOf('solana_signMessage')).toBe('unsafe')
    expect(registry.policyOf('eth_sign')).toBe('disallowed')
    expect(registry.policyOf('')).toBe('disallowed')
  })

  it('a method listed both ways needs approval (the safer reading)', () => {
    const registry = createMethodRegistry([{ safe: ['eth_sendTransaction'] }, { unsafe: ['eth_sendTransaction'] }])
    expect(registry.policyOf('eth_sendTransaction')).toBe('unsafe')
    expect(registry.safe.has('eth_sendTransaction')).toBe(false)
  })

  it('with no list composed, nothing is allowed', () => {
    expect(createMethodRegistry([]).policyOf('eth_call')).toBe('disallowed')
  })
})
