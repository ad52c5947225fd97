import type { SmartSession } from 'portico'
import { describe, expect, it } from 'vitest'
import { activeSessions, permissionEntries } from './permission-entries.ts'

const token = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const to = '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246'
const session = (over: Partial<SmartSession> = {}): SmartSession => ({
  project: { id: 'p1', name: 'Portico Playground', url: null, iconUrl: null },
  pci: 'a',
  expiry: 2_000,
  createdAt: 1_000,
  permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '0x989680', to } }],
  policies: [],
  context: '0xc1',
  revokedAt: null,
  ...over,
})

describe('the Permissions view rows', () => {
  it('keeps the sessions in force: not revoked, not expired, with a context', () => {
    const live = session()
    expect(activeSessions([live, session({ pci: 'b', revokedAt: 1_500 }), session({ pci: 'c', expiry: 1_200 }), session({ pci: 'd', context: null })], 1_300)).toEqual([live])
  })

  it('says the app, the limit in the token\'s units, the recipient and the expiry; reads each token once', async () => {
    const asked: string[] = []
    const info = async (address: string) => (asked.push(address), { symbol: 'sUSDC', decimals: 6 })
    const rows = await permissionEntries([session(), session({ pci: 'b', context: '0xc2' })], info)
    expect(rows[0]).toEqual({ context: '0xc1', app: 'Portico Playground', token: 'sUSDC', limit: '10', recipient: to, expiry: 2_000 })
    expect(asked).toEqual([token])
  })

  it('shows the token address when the chain does not answer, and another permission type by its name', async () => {
    const rows = await permissionEntries([session(), session({ context: '0xc3', permissions: [{ type: 'contract-call', data: {} }] })], async () => {
      throw new Error('down')
    })
    expect(rows[0]).toMatchObject({ token, limit: undefined })
    expect(rows[1]).toEqual({ context: '0xc3', app: 'Portico Playground', token: 'contract-call', expiry: 2_000 })
  })
})
