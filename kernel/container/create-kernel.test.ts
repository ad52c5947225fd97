import { ContainerModule } from 'inversify'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import { resolveOptions } from '../config/resolve-options.ts'
import { createKernel, createResolvedKernel, type Kernel } from './create-kernel.ts'

const made: Kernel[] = []
const make = (...args: Parameters<typeof createKernel>) => {
  const k = createKernel(...args)
  made.push(k)
  return k
}
afterEach(() => made.splice(0).forEach((k) => k.dispose()))

describe('createKernel', () => {
  it('builds one container per modal: two kernels share no state', () => {
    const a = make({ projectId: 'p', networks: [chainA, chainB], storage: 'memory' })
    const b = make({ projectId: 'p', networks: [chainA, chainB], storage: 'memory' })
    expect(a.get(TOKENS.modal)).not.toBe(b.get(TOKENS.modal))
    a.get(TOKENS.modal).open()
    a.get(TOKENS.router).push('Networks')
    expect(b.get(TOKENS.modal).get().open).toBe(false)
    expect(b.get(TOKENS.router).get().view).toBe('Connect')
  })

  it('starts from options resolved already without resolving them again: the kernel keeps that very object', () => {
    const resolved = resolveOptions({ projectId: 'p', networks: [chainA, chainB], storage: 'memory', defaultNetwork: chainB })
    const k = createResolvedKernel(resolved)
    made.push(k)
    expect(k.options).toBe(resolved)
    expect(k.get(TOKENS.network).get().activeNetwork).toBe(resolved.defaultNetwork)
  })

  it('resolves each service once per kernel', () => {
    const k = make({ projectId: 'p', networks: [chainA], storage: 'memory' })
    expect(k.get(TOKENS.router)).toBe(k.get(TOKENS.router))
    expect(k.get(TOKENS.connection)).toBe(k.get(TOKENS.connection))
  })

  it('creates each plugin adapter per kernel', () => {
    let calls = 0
    const plugin = { id: 'fake', adapters: () => (calls++, [createFakeAdapter().adapter]) }
    const a = make({ networks: [chainA], projectId: 'p', storage: 'memory' }, [plugin])
    const b = make({ networks: [chainA], projectId: 'p', storage: 'memory' }, [plugin])
    expect(a.get(TOKENS.adapters)[0]).not.toBe(b.get(TOKENS.adapters)[0])
    expect(calls).toBe(2)
  })

  it('shows the project-id alert when projectId is missing', () => {
    const k = make({ networks: [chainA], storage: 'memory', logLevel: 'silent' })
    expect(k.get(TOKENS.alerts).get()).toMatchObject({ open: true, message: 'project id not configured' })
  })

  it('loads plugin services and plugin views; lets overrides replace any service', () => {
    const MY = Symbol('my')
    const plugin = {
      id: 'extra',
      services: new ContainerModule(({ bind }) => {
        bind(MY).toConstantValue('hello')
      }),
      views: { Extra: async () => ({ default: 'ExtraView' }) },
      methods: { safe: ['eth_chainId'], unsafe: ['personal_sign'] },
    }
    const toast = { hide() {} } as never
    const k = make({ networks: [chainA], projectId: 'p', storage: 'memory' }, [plugin], { toast })
    expect(k.get<string>(MY)).toBe('hello')
    expect(k.get(TOKENS.views).has('Extra')).toBe(true)
    expect(k.get(TOKENS.methods).policyOf('personal_sign')).toBe('unsafe')
    expect(k.get(TOKENS.methods).policyOf('eth_chainId')).toBe('safe')
    expect(k.get(TOKENS.methods).policyOf('eth_unknown')).toBe('disallowed')
    expect(k.get(TOKENS.toast)).toBe(toast)
  })

  it('refuses bad plugin compositions with clear errors', () => {
    const opts = { networks: [chainA], projectId: 'p' }
    expect(() => createKernel(opts, [{ id: 'a' }, { id: 'a' }])).toThrow('plugin "a" is composed twice')
    expect(() => createKernel(opts, [{ id: 'swap', requires: ['evm'] }])).toThrow('Plugin "swap" requires plugin "evm"')
    expect(() => createKernel(opts, [{} as never])).toThrow('Invalid option "plugins[0]"')
    const v = { Connect: async () => ({ default: 1 }) }
    expect(() => createKernel(opts, [{ id: 'a', views: v }, { id: 'b', views: v }])).toThrow(
      'View "Connect" is contributed by both "a" and "b"',
    )
    expect(() => createKernel(opts, [], { nope: 1 } as never)).toThrow('Unknown service override "nope"')
  })

  it('works with no window (server rendering)', () => {
    const k = make({ networks: [chainA], projectId: 'p' })
    expect(k.get(TOKENS.environment).window).toBeUndefined()
    expect(k.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
  })

  it('restores the stored active network, ignoring one no longer configured', () => {
    const backend = createMemoryBackend()
    backend.setItem('portico:activeNetworkId', 'eip155:8453')
    expect(make({ networks: [chainA, chainB], projectId: 'p', storage: backend }).get(TOKENS.network).get().activeNetwork.id).toBe(8453)
    backend.setItem('portico:activeNetworkId', 'eip155:10')
    expect(make({ networks: [chainA, chainB], projectId: 'p', storage: backend }).get(TOKENS.network).get().activeNetwork.id).toBe(1337)
  })

  it('uses its own storage prefix', () => {
    const backend = createMemoryBackend()
    const k = make({ networks: [chainA, chainB], projectId: 'p', storage: backend, storagePrefix: 'shop' })
    k.get(TOKENS.network).setActive(chainB)
    expect(backend.getItem('shop:activeNetworkId')).toBe('eip155:8453')
  })

  it("starts each plugin's start hook once with the kernel's context, and stops it on dispose", () => {
    const calls: string[] = []
    const k = createKernel({ projectId: 'p', networks: [chainA], storage: 'memory' }, [
      {
        id: 'starter',
        start: (context) => {
          calls.push(`start ${context.get(TOKENS.router).get().view}`)
          return () => calls.push('stop')
        },
      },
    ])
    expect(calls).toEqual(['start Connect'])
    k.dispose()
    expect(calls).toEqual(['start Connect', 'stop'])
  })

  it('refuses a sign-in option without the siwx plugin (it would silently sign nobody in)', () => {
    const config = { createMessage: async () => ({}) as never, addSession: async () => {}, revokeSession: async () => {}, setSessions: async () => {}, getSessions: async () => [] }
    expect(() => createKernel({ projectId: 'p', networks: [chainA], storage: 'memory', siwx: config })).toThrow(
      "The siwx option needs the siwx plugin: add siwx() from 'portico/plugins/siwx' to plugins",
    )
    make({ projectId: 'p', networks: [chainA], storage: 'memory', siwx: config }, [{ id: 'siwx' }])
  })

  it('closing the modal cancels the transactions it showed (the caller is answered)', () => {
    const k = make({ projectId: 'p', networks: [chainA], storage: 'memory' })
    const calls: string[] = []
    k.get(TOKENS.modal).open()
    k.get(TOKENS.router).pushTransaction({ view: 'SIWXSignMessage', onCancel: () => calls.push('cancelled') })
    k.get(TOKENS.modal).close()
    expect(calls).toEqual(['cancelled'])
  })
})
