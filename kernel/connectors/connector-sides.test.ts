import { expect, it } from 'vitest'
import type { Connector } from './connector.ts'
import { connectorSides } from './connector-sides.ts'
import { mergeConnectors } from './merge-connectors.ts'

const evmSide: Connector = { id: 'org.portico.sandbox', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'eip155' }
const solanaSide: Connector = { id: 'wallet-standard:Sandbox Wallet', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'solana' }
const [merged] = mergeConnectors([evmSide, solanaSide]) as [Connector]

it('a merged entry picked as a whole asks every namespace it covers, in its order', () => {
  expect(merged.id).toBe('org.portico.sandbox')
  expect(connectorSides(merged, merged.id).map((c) => c.id)).toEqual(['org.portico.sandbox', 'wallet-standard:Sandbox Wallet'])
})

it('an inner id asks that side only; a namespace narrows to its side or to none', () => {
  expect(connectorSides(merged, 'wallet-standard:Sandbox Wallet')).toEqual([solanaSide])
  expect(connectorSides(merged, merged.id, 'solana')).toEqual([solanaSide])
  expect(connectorSides(merged, merged.id, 'eip155')).toEqual([evmSide])
  expect(connectorSides(merged, merged.id, 'bip122')).toEqual([])
})

it('a single-chain connector is its own side, and is none for another namespace', () => {
  expect(connectorSides(solanaSide, solanaSide.id)).toEqual([solanaSide])
  expect(connectorSides(solanaSide, solanaSide.id, 'solana')).toEqual([solanaSide])
  expect(connectorSides(solanaSide, solanaSide.id, 'eip155')).toEqual([])
})

it('a wallet listed twice on one chain is asked once there', () => {
  const twice = { ...merged, connectors: [evmSide, { ...evmSide, id: 'legacy' }, solanaSide] }
  expect(connectorSides(twice, twice.id).map((c) => c.id)).toEqual(['org.portico.sandbox', 'wallet-standard:Sandbox Wallet'])
})
