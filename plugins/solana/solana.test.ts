import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { loadKernel, resolveOptions, resolvePlugins, TOKENS, type Plugin, type PluginContext } from 'portico'
import type { SolanaAdapter } from './adapter.ts'
import { SOLANA_UNSAFE_METHODS } from './methods.ts'
import { solanaMainnet } from './networks.ts'
import { solana } from './solana.ts'

const options = resolveOptions({ projectId: 'p', networks: [solanaMainnet] })
const context: PluginContext = { options, window: undefined, get: () => undefined as never }

describe('solana()', () => {
  it("is the plugin 'solana', whose parts (adapter, the method list) load on demand", async () => {
    const plugin = solana()
    expect(plugin.id).toBe('solana')
    expect(plugin.adapters).toBeUndefined()
    const [resolved] = await resolvePlugins([plugin])
    expect(resolved!.methods).toEqual({ unsafe: SOLANA_UNSAFE_METHODS })
  })

  it("binds the kernel's one @solana/web3.js loader (TOKENS.solanaWeb3), which other plugins on Solana use", async () => {
    const kernel = await loadKernel({ projectId: 'p', networks: [solanaMainnet], storage: 'memory' }, [solana()])
    const web3 = (await kernel.get(TOKENS.solanaWeb3)()) as typeof import('@solana/web3.js')
    expect(typeof web3.Connection).toBe('function')
    kernel.dispose()
  })

  it('lists the four Solana signing methods as needing approval', () => {
    expect([...SOLANA_UNSAFE_METHODS].sort()).toEqual(['solana_signAllTransactions', 'solana_signAndSendTransaction', 'solana_signMessage', 'solana_signTransaction'])
  })

  it('has no connectors and throws nothing on a server (no window)', async () => {
    const [plugin] = (await resolvePlugins([solana()])) as [Plugin]
    const [adapter] = plugin.adapters!(context) as SolanaAdapter[]
    expect(adapter!.namespace).toBe('solana')
    expect(await firstValueFrom(adapter!.connectors$)).toEqual([])
    await expect(adapter!.reconnect({ connectorId: 'wallet-standard:Phantom' })).resolves.toBeNull()
    expect(adapter!.getProvider()).toBeUndefined()
    expect('switchNetwork' in adapter!).toBe(false)
    adapter!.dispose()
  })
})
