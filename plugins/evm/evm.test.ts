import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { resolveOptions, resolvePlugins, defineNetwork, type Plugin, type PluginContext } from 'portico'
import { evm } from './evm.ts'
import type { EvmAdapter } from './adapter.ts'
import { EVM_SAFE_METHODS, EVM_UNSAFE_METHODS } from './methods.ts'

const options = resolveOptions({
  projectId: 'p',
  networks: [
    defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } }),
  ],
})
const context = (win: Window | undefined): PluginContext => ({ options, window: win, get: () => undefined as never })

describe('evm()', () => {
  it("is the plugin 'evm', whose parts (adapter, the eip155 method lists) load on demand", async () => {
    const plugin = evm()
    expect(plugin.id).toBe('evm')
    expect(plugin.adapters).toBeUndefined()
    const [resolved] = await resolvePlugins([plugin])
    expect(resolved!.methods).toEqual({ safe: EVM_SAFE_METHODS, unsafe: EVM_UNSAFE_METHODS })
  })

  it('lists read methods and eth_sendRawTransaction as safe; signing, sending and permissions as unsafe', () => {
    expect(EVM_SAFE_METHODS).toEqual(expect.arrayContaining(['eth_accounts', 'eth_call', 'eth_getBalance', 'eth_getLogs', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets']))
    expect([...EVM_UNSAFE_METHODS].sort()).toEqual(
      ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'].sort(),
    )
    expect(EVM_SAFE_METHODS.filter((m) => (EVM_UNSAFE_METHODS as readonly string[]).includes(m))).toEqual([])
  })

  it('makes a fresh eip155 adapter for each kernel', async () => {
    const [plugin] = (await resolvePlugins([evm()])) as [Plugin]
    const [a] = plugin.adapters!(context(new EventTarget() as unknown as Window)) as EvmAdapter[]
    const [b] = plugin.adapters!(context(new EventTarget() as unknown as Window)) as EvmAdapter[]
    expect(a!.namespace).toBe('eip155')
    expect(a).not.toBe(b)
    expect(a!.connectors$).not.toBe(b!.connectors$)
    a!.dispose()
    b!.dispose()
  })

  it('has no connectors and throws nothing on a server (no window)', async () => {
    const [plugin] = (await resolvePlugins([evm()])) as [Plugin]
    const [adapter] = plugin.adapters!(context(undefined)) as EvmAdapter[]
    expect(await firstValueFrom(adapter!.connectors$)).toEqual([])
    await expect(adapter!.reconnect({ connectorId: 'io.metamask' })).resolves.toBeNull()
    expect(adapter!.getProvider()).toBeUndefined()
    adapter!.dispose()
  })
})
