import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { createLiveConnections, type LiveConnection } from './live-connections.ts'

function connection(namespace: string, connectorId: string, ended: string[], adapter: ChainAdapter = createFakeAdapter({ namespace }).adapter): LiveConnection {
  return { namespace, connectorId, adapter, end: () => void ended.push(`${namespace}/${connectorId}`) }
}

describe('live connections', () => {
  it('holds several per namespace, the newest active; the same connector or adapter again replaces the one it held', () => {
    const ended: string[] = []
    const live = createLiveConnections()
    const injected = connection('eip155', 'injected', ended)
    const wc = connection('eip155', 'walletConnect', ended)
    live.add(injected)
    live.add(connection('solana', 'phantom', ended))
    live.add(wc)
    expect(live.list('eip155')).toEqual([injected, wc])
    expect(live.get('eip155')).toBe(wc)
    expect(ended).toEqual([])
    // another wallet through the injected adapter: that adapter holds one session, so it replaces the first
    const other = connection('eip155', 'other', ended, injected.adapter)
    live.add(other)
    expect(ended).toEqual(['eip155/injected'])
    expect(live.list('eip155')).toEqual([wc, other])
    const again = connection('eip155', 'walletConnect', ended)
    live.add(again)
    expect(ended).toEqual(['eip155/injected', 'eip155/walletConnect'])
    expect(live.list('eip155').map((c) => c.connectorId)).toEqual(['other', 'walletConnect'])
  })

  it('a connection added inactive is held beside the active one; activate and remove move the active one', () => {
    const ended: string[] = []
    const live = createLiveConnections()
    const seen: (string | undefined)[] = []
    live.state$.subscribe((s) => seen.push(s.eip155?.active))
    const a = connection('eip155', 'a', ended)
    const b = connection('eip155', 'b', ended)
    live.add(b, { active: false })
    expect(live.get('eip155')).toBeUndefined()
    live.add(a)
    expect(live.get('eip155')).toBe(a)
    expect(live.activate('eip155', 'b')).toBe(b)
    expect(live.get('eip155')).toBe(b)
    expect(live.activate('eip155', 'nope')).toBeUndefined()
    expect(live.get('eip155')).toBe(b)
    // removing a held one leaves the active one
    expect(live.remove('eip155', 'a')).toBe(a)
    expect(live.get('eip155')).toBe(b)
    // removing the active one leaves none active until one is activated
    live.add(a, { active: false })
    expect(live.remove('eip155')).toBe(b)
    expect(live.get('eip155')).toBeUndefined()
    expect(live.find('eip155', 'a')).toBe(a)
    expect(ended).toEqual(['eip155/a', 'eip155/b'])
    expect(seen).toEqual([undefined, undefined, 'a', 'b', 'b', 'b', undefined])
  })

  it('endAll stops following every wallet and keeps the connections readable', () => {
    const ended: string[] = []
    const live = createLiveConnections()
    live.add(connection('eip155', 'a', ended))
    live.add(connection('eip155', 'c', ended))
    live.add(connection('solana', 'b', ended))
    live.endAll()
    expect(ended).toEqual(['eip155/a', 'eip155/c', 'solana/b'])
    expect(live.get('solana')?.connectorId).toBe('b')
  })
})
