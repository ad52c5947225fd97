import { describe, expect, it } from 'vitest'
import { isSameRequest } from './ask-once.ts'

describe("don't ask the wallet twice", () => {
  it('the same connector and the same side is the same request', () => {
    expect(isSameRequest({ connectorId: 'w' }, { connectorId: 'w' })).toBe(true)
    expect(isSameRequest({ connectorId: 'w', namespace: 'solana' }, { connectorId: 'w', namespace: 'solana' })).toBe(true)
  })

  it('another connector, another side, or one side of an every-side request is a new request; nothing asked yet too', () => {
    expect(isSameRequest({ connectorId: 'w' }, { connectorId: 'v' })).toBe(false)
    expect(isSameRequest({ connectorId: 'w', namespace: 'eip155' }, { connectorId: 'w', namespace: 'solana' })).toBe(false)
    expect(isSameRequest({ connectorId: 'w' }, { connectorId: 'w', namespace: 'solana' })).toBe(false)
    expect(isSameRequest({ connectorId: 'w', namespace: 'solana' }, { connectorId: 'w' })).toBe(false)
    expect(isSameRequest(undefined, { connectorId: 'w' })).toBe(false)
  })
})
