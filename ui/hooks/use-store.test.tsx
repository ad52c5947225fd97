// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createBootStore, createSwitchableStore } from '../app-kit/boot-store.ts'
import { useStore } from './use-observable.ts'

describe('useStore', () => {
  it('hydrates with what the server rendered although the state moved on meanwhile, then shows the current state', async () => {
    const boot = createBootStore({ status: 'connecting' })
    const store = createSwitchableStore(boot)
    function Status() {
      return <output>{useStore(store, (s) => s.status)}</output>
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Status />)
    document.body.append(container)
    expect(container.textContent).toBe('connecting')

    // the kernel restored the connection before React hydrated the page
    store.follow(createBootStore({ status: 'connected' }))
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Status />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(container.textContent).toBe('connected')
  })

  it('reads the current state in a client render', () => {
    const store = createBootStore({ n: 1 })
    store.set({ n: 2 })
    expect(store.initial?.()).toEqual({ n: 1 })
    expect(store.get()).toEqual({ n: 2 })
  })
})
