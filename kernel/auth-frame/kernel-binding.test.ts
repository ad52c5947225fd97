// TOKENS.authFrame in a kernel: one bridge per kernel, created eagerly only after an email login.
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Kernel } from '../container/create-kernel.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { chainA } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

function fakeWindow() {
  const frames: { src: string; removed: boolean }[] = []
  const listeners = new Set<unknown>()
  const win = {
    crypto: globalThis.crypto,
    location: { origin: 'http://127.0.0.1:5173' },
    document: {
      body: { appendChild: (el: { src: string; removed: boolean }) => void frames.push(el) },
      createElement: () => ({ src: '', style: {}, removed: false, addEventListener() {}, remove() { this.removed = true } }),
    },
    addEventListener: (_t: string, fn: unknown) => void listeners.add(fn),
    removeEventListener: (_t: string, fn: unknown) => void listeners.delete(fn),
  }
  return { win: win as unknown as Window, frames, listeners }
}

const made: Kernel[] = []
afterEach(() => made.splice(0).forEach((k) => k.dispose()))
const endpoints = { secureSite: 'http://127.0.0.1:5175' }

describe('kernel auth frame', () => {
  it('is created on first need only, one per kernel, from endpoints.secureSite', () => {
    const page = fakeWindow()
    const a = createKernel({ networks: [chainA], storage: 'memory', window: page.win, endpoints })
    const b = createKernel({ networks: [chainA], storage: 'memory', window: page.win, endpoints })
    made.push(a, b)
    expect(page.frames).toHaveLength(0)
    expect(a.get(TOKENS.authFrame)).toBe(a.get(TOKENS.authFrame))
    expect(a.get(TOKENS.authFrame)).not.toBe(b.get(TOKENS.authFrame))
    a.get(TOKENS.authFrame).load()
    expect(page.frames).toHaveLength(1)
    expect(page.frames[0]!.src).toMatch(/^http:\/\/127\.0\.0\.1:5175\/sdk\?projectId=&chainId=1337&version=4&enableLogger=false&rpcUrl=/)
  })

  it('is created at once when email login was used before, and removed on dispose', () => {
    const page = fakeWindow()
    const backend = createMemoryBackend()
    backend.setItem('portico:emailLoginUsed', 'true')
    const kernel = createKernel({ projectId: 'p', networks: [chainA], storage: backend, window: page.win, endpoints, features: { email: false, socials: false } })
    expect(page.frames).toHaveLength(1)
    expect(kernel.get(TOKENS.authFrame).get().status).toBe('loading')
    kernel.dispose()
    expect(page.frames[0]!.removed).toBe(true)
    expect(page.listeners.size).toBe(0)
  })
})
