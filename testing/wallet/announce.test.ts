import { describe, expect, it } from 'vitest'
import { announceProvider, type EIP6963ProviderDetail } from './announce.ts'

const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Test', icon: 'data:image/svg+xml,<svg/>', rdns: 'org.example' }

function listen(target: EventTarget) {
  const details: EIP6963ProviderDetail[] = []
  target.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail))
  return details
}

describe('announceProvider', () => {
  it('announces a frozen { info, provider } at once', () => {
    const target = new EventTarget()
    const details = listen(target)
    const provider = { request: async () => null }
    announceProvider(target, { info, provider })
    expect(details).toHaveLength(1)
    expect(details[0].info).toEqual(info)
    expect(details[0].provider).toBe(provider)
    expect(Object.isFrozen(details[0])).toBe(true)
    expect(Object.isFrozen(details[0].info)).toBe(true)
  })

  it('re-announces on every eip6963:requestProvider until unsubscribed', () => {
    const target = new EventTarget()
    const details = listen(target)
    const unsubscribe = announceProvider(target, { info, provider: {} })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(details[2]).toBe(details[0])
    unsubscribe()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })
})
