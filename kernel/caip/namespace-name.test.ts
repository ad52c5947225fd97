import { expect, it } from 'vitest'
import { namespaceName } from './namespace-name.ts'

it('names the chain families a visitor reads, and shows an unknown namespace as its id', () => {
  expect(namespaceName('eip155')).toBe('EVM')
  expect(namespaceName('solana')).toBe('Solana')
  expect(namespaceName('bip122')).toBe('Bitcoin')
  expect(namespaceName('tron')).toBe('tron')
})
