import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { createLiveConnections, type LiveConnection } from './live-connections.ts'

function connection(namespace: string, connectorId: string, ended: string[]): LiveConnection {
  return { namespace, connectorId, adapter: createFakeAdapter({ namespace }).adapter, end: () => void ended.push(`${namespace}/${connectorId}`) }
}

describe('live connections', () => {
  it('holds one per namespace: a new one ends the one before; remove ends it and forgets it', () => {
    const ended: string[] = []
    const live = createLiveConnections()
    const first = connection('eip155', 'a', ended)
    live.add(first)
    live.add(connection('solana', 'a', ended))
    expect(live.get('eip155')).toBe(first)
    const second = connection('eip155', 'b', ended)
    live.add(second)
    expect(ended).toEqual(['eip155/a'])
    expect(live.get('eip155')).toBe(second)
    live.remove('eip155')
    expect(ended).toEqual(['eip155/a', 'eip155/b'])
    expect(live.get('eip155')).toBeUndefined()
  })

  it('endAll stops following every wallet and keeps the connections readable', () => {
    const ended: string[] = []
    const live = createLiveConnections()
    live.add(connection('eip155', 'a', ended))
    live.add(connection('solana', 'b', ended))
    live.endAll()
    expect(ended).toEqual(['eip155/a', 'solana/b'])
    expect(live.get('solana')?.connectorId).toBe('b')
  })
})
