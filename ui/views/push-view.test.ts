// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS, type Plugin } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { loadedAppKit } from '../test-support/app-kit.tsx'
import { fakeEvm } from '../test-support/fake-evm.ts'
import { pushView } from './push-view.ts'

let appKit: AppKit | undefined
afterEach(() => appKit?.dispose())

function deferredView() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const gate = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { loader: () => gate.then(() => ({ default: () => null })), resolve, reject }
}

async function setup(views: Plugin['views']) {
  const evm = fakeEvm()
  const t = await loadedAppKit({ plugins: [evm.plugin, { id: 'views', views }] }, evm)
  appKit = t.appKit
  return { kernel: t.kernel, router: t.kernel.get(TOKENS.router) }
}

describe('pushView', () => {
  it("pushes once the view's chunk has loaded", async () => {
    const slow = deferredView()
    const { kernel, router } = await setup({ Slow: slow.loader })
    const pushed = pushView(kernel, 'Slow', { n: 1 })
    expect(router.get().view).toBe('Connect')
    slow.resolve()
    await pushed
    expect(router.get()).toMatchObject({ view: 'Slow', data: { n: 1 } })
  })

  it('pushes nothing if the visitor went elsewhere meanwhile', async () => {
    const slow = deferredView()
    const { kernel, router } = await setup({ Slow: slow.loader })
    const pushed = pushView(kernel, 'Slow')
    router.push('Networks')
    slow.resolve()
    await pushed
    expect(router.get().view).toBe('Networks')
  })

  it('pushes anyway when the chunk fails (the outlet shows the failure), and at once for an unknown view', async () => {
    const broken = deferredView()
    const { kernel, router } = await setup({ Broken: broken.loader })
    const pushed = pushView(kernel, 'Broken')
    broken.reject(new Error('offline'))
    await pushed
    expect(router.get().view).toBe('Broken')
    void pushView(kernel, 'Nowhere')
    expect(router.get().view).toBe('Nowhere')
  })
})
