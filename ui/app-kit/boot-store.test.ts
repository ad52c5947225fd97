import { BehaviorSubject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createBootStore, createSwitchableStore, storeOf } from './boot-store.ts'

describe('createBootStore', () => {
  it('gives the current value to a new listener, then each change, until unsubscribed', () => {
    const store = createBootStore(1)
    const seen: number[] = []
    const subscription = store.subscribe((v) => seen.push(v))
    store.set(2)
    store.set(2) // the same value is no change
    subscription.unsubscribe()
    store.set(3)
    expect(seen).toEqual([1, 2])
    expect(store.get()).toBe(3)
  })

  it('keeps the same snapshot object while nothing changed', () => {
    const value = { n: 1 }
    const store = createBootStore(value)
    expect(store.get()).toBe(value)
    expect(store.get()).toBe(store.get())
  })

  it('lets one listener subscribe twice, and a listener unsubscribe another mid-notification', () => {
    const store = createBootStore('a')
    const seen: string[] = []
    const listener = (v: string) => seen.push(v)
    const first = store.subscribe(listener)
    store.subscribe(listener)
    first.unsubscribe()
    store.set('b')
    expect(seen).toEqual(['a', 'a', 'b'])

    const calls: string[] = []
    let second: { unsubscribe(): void } | undefined
    store.subscribe((v) => {
      calls.push(`x${v}`)
      second?.unsubscribe()
    })
    second = store.subscribe((v) => calls.push(`y${v}`))
    calls.length = 0
    store.set('c')
    expect(calls).toEqual(['xc'])
  })
})

describe('createSwitchableStore', () => {
  it('reads the boot store, then the followed source; listeners stay subscribed across the switch', () => {
    const boot = createBootStore({ v: 'boot' })
    const store = createSwitchableStore(boot)
    const seen: string[] = []
    store.subscribe((s) => seen.push(s.v))
    boot.set({ v: 'boot 2' })

    const kernel = new BehaviorSubject({ v: 'kernel' })
    const service = { get: () => kernel.getValue() }
    store.follow(storeOf(service, kernel))
    expect(store.get()).toBe(kernel.getValue())
    kernel.next({ v: 'kernel 2' })
    boot.set({ v: 'ignored' }) // no longer followed
    expect(seen).toEqual(['boot', 'boot 2', 'kernel', 'kernel 2'])
    expect(store.get().v).toBe('kernel 2')
  })

  it('stops hearing its source when disposed', () => {
    const kernel = new BehaviorSubject(1)
    const store = createSwitchableStore(createBootStore(0))
    store.follow(storeOf({ get: () => kernel.getValue() }, kernel))
    const seen: number[] = []
    store.subscribe((v) => seen.push(v))
    store.dispose()
    kernel.next(2)
    expect(seen).toEqual([1])
    expect(kernel.observed).toBe(false)
  })
})
