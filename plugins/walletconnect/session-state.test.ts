import { describe, expect, it } from 'vitest'
import { adopt, createSessionContext, current, drop, forget, peer } from './session-state.ts'
import type { Session } from './sign-client-types.ts'
import type { WalletConnectEvent } from './session-contract.ts'

const A = '0x00000000000000000000000000000000000000aa'

function context() {
  const map = new Map<string, string>()
  const hintStorage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
  const ctx = createSessionContext({ projectId: 'p', metadata: { name: 'd', description: '', url: 'http://x', icons: [] }, networks: [{ id: 8453 }, { id: 10 }], storagePrefix: 'x', hintStorage })
  const events: WalletConnectEvent[] = []
  ctx.events$.subscribe((e) => events.push(e))
  return { ctx, map, events }
}

const settled = { topic: 't1', expiry: 1_900_000_000, namespaces: { eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${A}`], methods: [], events: [] } }, peer: { metadata: { name: 'W', icons: [] } } } as unknown as Session

describe('the session state its parts share', () => {
  it('adopt: the preferred chain when approved, else the first of the dApp networks the session has; the marker is saved', () => {
    const { ctx, map } = context()
    expect(adopt(ctx, settled)).toEqual({ accounts: [A], chainId: 10 })
    expect(adopt(ctx, settled, 1)).toEqual({ accounts: [A], chainId: 1 })
    expect(JSON.parse(map.get('x:portico-wc-session')!)).toEqual({ topic: 't1', accounts: [A], chainId: 1, expiry: 1_900_000_000, peer: { name: 'W' }, others: {} })
    expect(peer(ctx.state)).toEqual({ name: 'W' })
  })
  it('a provisional (restored) account is what current() and peer() show until the session is found', () => {
    const { ctx } = context()
    ctx.state.provisional = { topic: 't0', accounts: ['0xb'], chainId: 5, expiry: 1, peer: { name: 'P' } }
    expect(current(ctx.state)).toEqual({ accounts: ['0xb'], chainId: 5 })
    expect(peer(ctx.state)).toEqual({ name: 'P' })
  })
  it('drop ends only the current topic: forgets it, its marker, and says disconnect', () => {
    const { ctx, map, events } = context()
    adopt(ctx, settled)
    drop(ctx, 'other')
    expect(events).toEqual([])
    drop(ctx, 't1')
    expect(events).toEqual([{ type: 'disconnect' }])
    expect([current(ctx.state), map.size]).toEqual([null, 0])
    forget(ctx)
    expect(events).toHaveLength(1)
  })
})
