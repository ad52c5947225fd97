import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './emitter.ts'

type Events = { ping(n: number): void; done(): void }

describe('createEmitter', () => {
  it('calls listeners of the emitted event with its arguments, in order', () => {
    const emitter = createEmitter<Events>()
    const calls: string[] = []
    emitter.on('ping', (n) => calls.push(`a${n}`))
    emitter.on('ping', (n) => calls.push(`b${n}`))
    emitter.on('done', () => calls.push('done'))
    emitter.emit('ping', 1)
    expect(calls).toEqual(['a1', 'b1'])
  })

  it('stops calling a removed listener', () => {
    const emitter = createEmitter<Events>()
    const listener = vi.fn()
    emitter.on('ping', listener)
    emitter.off('ping', listener)
    emitter.emit('ping', 1)
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps calling other listeners when one throws, and rethrows later', async () => {
    const emitter = createEmitter<Events>()
    const second = vi.fn()
    const rethrown = new Promise((resolve) => {
      const original = globalThis.queueMicrotask
      globalThis.queueMicrotask = (task) => {
        globalThis.queueMicrotask = original
        try {
          task()
        } catch (error) {
          resolve(error)
        }
      }
    })
    emitter.on('ping', () => {
      throw new Error('listener failed')
    })
    emitter.on('ping', second)
    emitter.emit('ping', 2)
    expect(second).toHaveBeenCalledWith(2)
    expect(await rethrown).toMatchObject({ message: 'listener failed' })
  })
})
