// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { BehaviorSubject, Subject } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { createBootStore, createSwitchableStore, storeOf } from '../app-kit/boot-store.ts'
import { useObservable } from './use-observable.ts'

afterEach(cleanup)

function Counter({ source }: { source: BehaviorSubject<number> }) {
  const value = useObservable(source, () => source.getValue())
  return <output>{value}</output>
}

describe('useObservable', () => {
  it('renders the current value and follows the stream', () => {
    const source = new BehaviorSubject(1)
    render(<Counter source={source} />)
    expect(screen.getByRole('status').textContent).toBe('1')
    act(() => source.next(2))
    expect(screen.getByRole('status').textContent).toBe('2')
  })

  it('unsubscribes on unmount', () => {
    const source = new BehaviorSubject(1)
    const { unmount } = render(<Counter source={source} />)
    expect(source.observed).toBe(true)
    unmount()
    expect(source.observed).toBe(false)
  })

  it('reads the snapshot when a stream only signals a change', () => {
    const changed = new Subject<void>()
    let value = 'a'
    function View() {
      return <output>{useObservable(changed, () => value)}</output>
    }
    render(<View />)
    expect(screen.getByRole('status').textContent).toBe('a')
    value = 'b'
    act(() => changed.next())
    expect(screen.getByRole('status').textContent).toBe('b')
  })

  it('re-renders only when the snapshot changes', () => {
    const source = new BehaviorSubject({ n: 1 })
    let renders = 0
    function View() {
      renders++
      return <output>{useObservable(source, () => source.getValue()).n}</output>
    }
    render(<View />)
    const before = renders
    const same = source.getValue()
    act(() => source.next(same))
    expect(renders).toBe(before)
    act(() => source.next({ n: 2 }))
    expect(renders).toBe(before + 1)
  })
})

describe('useObservable over a boot store (no rxjs)', () => {
  it('follows a store that is switched to another source while mounted, without tearing', () => {
    const boot = createBootStore({ label: 'stored' })
    const store = createSwitchableStore(boot)
    let renders = 0
    function View() {
      renders++
      return <output>{useObservable(store, () => store.get()).label}</output>
    }
    render(<View />)
    expect(screen.getByRole('status').textContent).toBe('stored')
    const kernel = new BehaviorSubject({ label: 'kernel' })
    act(() => store.follow(storeOf({ get: () => kernel.getValue() }, kernel)))
    expect(screen.getByRole('status').textContent).toBe('kernel')
    const before = renders
    act(() => kernel.next(kernel.getValue())) // same snapshot: no render
    expect(renders).toBe(before)
    act(() => kernel.next({ label: 'kernel 2' }))
    expect(screen.getByRole('status').textContent).toBe('kernel 2')
  })
})
