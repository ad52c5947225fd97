import { describe, expect, it } from 'vitest'
import { accountsOf, chainOf, otherAccounts, peerOf, sessionChains } from './session-accounts.ts'
import type { Session } from './sign-client-types.ts'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const session = (namespaces: Record<string, { accounts: string[]; chains?: string[]; methods?: string[] }>, metadata?: unknown) =>
  ({ topic: 't', expiry: 0, namespaces, peer: { metadata } }) as unknown as Session

describe('what a settled session says', () => {
  it('its eip155 chains: listed and named by its accounts, each once', () => {
    expect(sessionChains(session({ eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${A}`, `eip155:10:${A}`] } }))).toEqual(['eip155:1', 'eip155:10'])
    expect(sessionChains(session({ solana: { accounts: [] } }))).toEqual([])
  })
  it('its addresses on a chain, all of them when none is on it; a malformed account is dropped', () => {
    const s = session({ eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${B}`, 'eip155:1:<img>'] } })
    expect(accountsOf(s, 10)).toEqual([B])
    expect(accountsOf(s, 8453)).toEqual([A, B])
  })
  it("its other namespaces' accounts, and the peer's trimmed name with its first icon", () => {
    const s = session({ eip155: { accounts: [] }, solana: { accounts: ['solana:x:addr'] } }, { name: `  ${'W'.repeat(120)} `, icons: ['https://w/i.png'] })
    expect(otherAccounts(s)).toEqual({ solana: ['solana:x:addr'] })
    expect(peerOf(s)).toEqual({ name: 'W'.repeat(100), icon: 'https://w/i.png' })
    expect(peerOf(session({}, { name: ' ' }))).toBeUndefined()
  })
  it('a chain id from a number, a string or eip155:<id>; anything else fails as a switch', () => {
    expect([chainOf(10), chainOf('10'), chainOf('eip155:10')]).toEqual([10, 10, 10])
    expect(() => chainOf('solana:x')).toThrow('Failed to switch to chain')
  })
})
