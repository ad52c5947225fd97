import { describe, expect, it } from 'vitest'
import { createViewRegistry } from './view-registry.ts'

const loader = async () => ({ default: 'V' })

describe('createViewRegistry', () => {
  it('lists the views of every plugin and refuses a name claimed twice', () => {
    const views = createViewRegistry([{ id: 'a', views: { A: loader } }, { id: 'b', views: { B: loader } }])
    expect(views.names).toEqual(['A', 'B'])
    expect(views.has('A')).toBe(true)
    expect(views.get('C')).toBeUndefined()
    expect(() => createViewRegistry([{ id: 'a', views: { A: loader } }, { id: 'b', views: { A: loader } }])).toThrow('View "A" is contributed by both "a" and "b"')
  })

  it('offers a view on the networks its plugin names (offeredOn), and a view without a rule everywhere', () => {
    const views = createViewRegistry([{ id: 'swap', views: { Swap: loader, Other: loader }, offeredOn: { Swap: (id) => id === 'eip155:1' } }])
    expect(views.offered('Swap', 'eip155:1')).toBe(true)
    expect(views.offered('Swap', 'eip155:5')).toBe(false)
    expect(views.offered('Other', 'eip155:5')).toBe(true)
    // a rule never offers a view nobody contributes
    expect(createViewRegistry([{ id: 'x', offeredOn: { Swap: () => true } }]).offered('Swap', 'eip155:1')).toBe(false)
  })
  it("answers an AppKit view name a plugin maps onto one of its views, with the data made from AppKit's arguments", () => {
    const views = createViewRegistry([{ id: 'send', views: { Send: loader }, appKitViews: { WalletSend: (args) => ({ view: 'Send', data: { got: args } }) } }])
    expect(views.alias('WalletSend', { amount: '1' })).toEqual({ view: 'Send', data: { got: { amount: '1' } } })
    expect(views.alias('Send', undefined)).toBeUndefined()
  })
})
