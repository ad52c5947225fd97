import { ReplaySubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { createPreparedPairing, pairingKey } from './prepared-pairing.ts'
import type { WalletConnectConnection } from './session-contract.ts'

const soon = (ttl: number) => Math.floor(Date.now() / 1000) + ttl
const uriOf = (topic: string, ttl = 300) => `wc:${topic}@2?relay-protocol=irn&symKey=01&expiryTimestamp=${soon(ttl)}`

function fakeConnection() {
  const uri$ = new ReplaySubject<string>(1)
  let reject!: (e: unknown) => void
  const approval = new Promise<never>((_, r) => (reject = r))
  const cancel = vi.fn(() => reject(new Error('cancelled')))
  return { connection: { uri$: uri$.asObservable(), approval, cancel } as unknown as WalletConnectConnection, uri$, cancel }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('a pairing made ahead of the tap', () => {
  it('keys by network and sign-in', () => {
    expect(pairingKey({ caipNetworkId: 'eip155:1' }, false)).toBe('eip155:1')
    expect(pairingKey({ caipNetworkId: 'eip155:1' }, true)).toBe('eip155:1+sign-in')
  })

  it('is made once per key, offers its fresh URI, and is handed over once', async () => {
    const prepared = createPreparedPairing()
    const fake = fakeConnection()
    const start = vi.fn(async () => fake.connection)
    prepared.prepare('eip155:1', start)
    prepared.prepare('eip155:1', start)
    await settle()
    expect(start).toHaveBeenCalledTimes(1)
    expect(prepared.uri()).toBeUndefined()
    fake.uri$.next(uriOf('a'))
    expect(prepared.uri()).toBe(uriOf('a'))
    fake.uri$.next(uriOf('b', 5)) // within the 10 s margin: never offered
    expect(prepared.uri()).toBeUndefined()
    expect(prepared.take('eip155:1')).toBe(fake.connection)
    expect(prepared.take('eip155:1')).toBeUndefined()
    expect(fake.cancel).not.toHaveBeenCalled()
  })

  it("is cancelled when another key's pairing is asked for or taken, and on cancel()", async () => {
    const prepared = createPreparedPairing()
    const one = fakeConnection()
    const two = fakeConnection()
    prepared.prepare('eip155:1', async () => one.connection)
    await settle()
    prepared.prepare('eip155:8453', async () => two.connection)
    await settle()
    expect(one.cancel).toHaveBeenCalled()
    expect(prepared.take('eip155:1')).toBeUndefined()
    expect(two.cancel).toHaveBeenCalled()
    const three = fakeConnection()
    prepared.prepare('eip155:1', async () => three.connection)
    await settle()
    prepared.cancel()
    expect(three.cancel).toHaveBeenCalled()
  })

  it('a pairing cancelled while it starts is cancelled when it arrives; a failed start is forgotten', async () => {
    const prepared = createPreparedPairing()
    const late = fakeConnection()
    let arrive!: () => void
    prepared.prepare('k', () => new Promise((resolve) => (arrive = () => resolve(late.connection))))
    prepared.cancel()
    arrive()
    await settle()
    expect(late.cancel).toHaveBeenCalled()
    const start = vi.fn(async () => Promise.reject(new Error('relay down')))
    prepared.prepare('k', start)
    await settle()
    prepared.prepare('k', start)
    expect(start).toHaveBeenCalledTimes(2)
  })
})
