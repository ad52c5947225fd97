// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS, type Plugin } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { loadedAppKit } from '../test-support/app-kit.tsx'
import { fakeEvm } from '../test-support/fake-evm.ts'
import { pushView } from './push-view.ts'

let appKit: AppKit | undefined
afterEach(() => appKit?.dispose())

async function setup(views: Plugin['views'] = {}) {
  const evm = fakeEvm()
  const t = await loadedAppKit({ plugins: [evm.plugin, { id: 'views', views }] }, evm)
  appKit = t.appKit
  return { kernel: t.kernel, router: t.kernel.get(TOKENS.router) }
}

describe('pushView', () => {
  it('pushes at once, loaded or not (the outlet waits for the chunk, not the router)', async () => {
    const { kernel, router } = await setup({ Slow: () => new Promise(() => {}) })
    pushView(kernel, 'Slow', { n: 1 })
    expect(router.get()).toMatchObject({ view: 'Slow', data: { n: 1 } })
    pushView(kernel, 'Nowhere')
    expect(router.get().view).toBe('Nowhere')
  })

  it('does not push the view on top again with equal data (a double click), but does with other data', async () => {
    const { kernel, router } = await setup()
    pushView(kernel, 'ConnectingExternal', { connectorId: 'a' })
    pushView(kernel, 'ConnectingExternal', { connectorId: 'a' })
    expect(router.get().history.map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal'])
    pushView(kernel, 'ConnectingExternal', { connectorId: 'b' })
    expect(router.get().history).toHaveLength(3)
    pushView(kernel, 'AllWallets')
    pushView(kernel, 'AllWallets')
    expect(router.get().history).toHaveLength(4)
  })
})
