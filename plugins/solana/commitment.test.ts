import { describe, expect, it } from 'vitest'
import { PREFLIGHT_COMMITMENTS, toWalletCommitment } from './commitment.ts'

describe('preflight commitment', () => {
  it('is one of the eight allowed values', () => {
    expect([...PREFLIGHT_COMMITMENTS]).toEqual(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
  })

  it('maps the deprecated aliases onto what wallets take', () => {
    expect(PREFLIGHT_COMMITMENTS.map(toWalletCommitment)).toEqual(['processed', 'confirmed', 'finalized', 'processed', 'confirmed', 'confirmed', 'finalized', 'finalized'])
    expect(toWalletCommitment(undefined)).toBeUndefined()
  })

  it('names a bad value and the allowed ones', () => {
    expect(() => toWalletCommitment('fast')).toThrow('Invalid preflight commitment: "fast"')
    expect(() => toWalletCommitment(3)).toThrow(expect.objectContaining({ code: 'INVALID_PREFLIGHT_COMMITMENT', details: expect.stringContaining('processed, confirmed, finalized') }))
  })
})
