import { describe, expect, it, vi } from 'vitest'
import { createRouter } from './router.ts'

function setup() {
  const closeModal = vi.fn()
  const router = createRouter({ closeModal })
  return { router, closeModal }
}

describe('router', () => {
  it('starts on Connect, the reset target', () => {
    expect(setup().router.get()).toMatchObject({ view: 'Connect', history: [{ view: 'Connect' }] })
  })

  it('pushes, replaces and resets', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('ConnectingExternal', { connectorId: 'x' })
    expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'x' } })
    router.replace('Account')
    expect(router.get().history.map((e) => e.view)).toEqual(['Connect', 'Networks', 'Account'])
    router.reset('Account')
    expect(router.get().history.map((e) => e.view)).toEqual(['Account'])
  })

  it('does not stack the same view twice on a double click', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('Networks')
    expect(router.get().history).toHaveLength(2)
  })

  it('going back pops the history', () => {
    const { router, closeModal } = setup()
    router.push('Networks')
    router.goBack()
    expect(router.get().view).toBe('Connect')
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('going back with one entry closes the modal instead', () => {
    const { router, closeModal } = setup()
    router.goBack()
    expect(closeModal).toHaveBeenCalledOnce()
    expect(router.get().view).toBe('Connect')
  })

  it('going back with UnsupportedChain in the history closes the modal instead', () => {
    const { router, closeModal } = setup()
    router.reset('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(closeModal).toHaveBeenCalledOnce()
    expect(router.get().view).toBe('Networks')
  })

  it('runs leave handlers when going back from a view', () => {
    const { router } = setup()
    const clearFarcasterUrl = vi.fn()
    const off = router.onLeaveBack('ConnectingFarcaster', clearFarcasterUrl)
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(clearFarcasterUrl).toHaveBeenCalledOnce()
    off()
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(clearFarcasterUrl).toHaveBeenCalledOnce()
  })

  it('publishes each change on state$', () => {
    const { router } = setup()
    const views: string[] = []
    router.state$.subscribe((s) => views.push(s.view))
    router.push('Networks')
    router.goBack()
    expect(views).toEqual(['Connect', 'Networks', 'Connect'])
  })
})
