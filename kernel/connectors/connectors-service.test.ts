import { BehaviorSubject, firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { createStorage } from '../storage/storage.ts'
import type { Connector } from './connector.ts'
import { createConnectorsService } from './connectors-service.ts'
import { isExcluded, mergeConnectors } from './merge-connectors.ts'

const c = (id: string, over: Partial<Connector> = {}): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'eip155', ...over })

describe('mergeConnectors', () => {
  it('merges the same wallet across chains into one MULTI_CHAIN entry on eip155', () => {
    const merged = mergeConnectors([c('phantom-evm', { name: 'Phantom' }), c('phantom-sol', { name: 'Phantom', chain: 'solana' }), c('other')])
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({ type: 'MULTI_CHAIN', chain: 'eip155', name: 'Phantom' })
    expect(merged[0]!.connectors!.map((x) => x.id)).toEqual(['phantom-evm', 'phantom-sol'])
  })
  it('types a merged auth connector AUTH', () => {
    const merged = mergeConnectors([c('auth', { name: 'Email', type: 'AUTH' }), c('auth-sol', { name: 'Email', type: 'AUTH', chain: 'solana' })])
    expect(merged[0]!.type).toBe('AUTH')
  })
  it('leaves single-chain entries alone', () => {
    expect(mergeConnectors([c('a'), c('b')])).toEqual([c('a'), c('b')])
  })
  it('excludes by id, rdns or name, case-insensitively', () => {
    const w = c('io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } })
    expect(isExcluded(w, ['METAMASK'])).toBe(true)
    expect(isExcluded(w, ['io.metamask'])).toBe(true)
    expect(isExcluded(w, ['rainbow'])).toBe(false)
  })
})

describe('connectors service', () => {
  function setup(connectors: Connector[], recent = createMemoryBackend()) {
    const subject = new BehaviorSubject(connectors)
    const adapter: ChainAdapter = { namespace: 'eip155', connectors$: subject }
    const storage = createStorage(recent, 'p')
    return { subject, storage, service: createConnectorsService({ adapters: [adapter], storage, excludeWalletIds: ['hidden'] }) }
  }

  it('orders sections walletConnect, recent, injected, featured, custom, external, recommended', async () => {
    const { service } = setup([c('ext', { type: 'EXTERNAL' }), c('inj'), c('wc', { type: 'WALLET_CONNECT' })])
    service.addRecent({ id: 'inj', name: 'inj' })
    const sections = await firstValueFrom(service.sections$)
    expect(sections.map((s) => s.section)).toEqual(['walletConnect', 'recent', 'external'])
  })

  it('keeps at most two recent wallets, newest first, persisted', () => {
    const backend = createMemoryBackend()
    const { service } = setup([], backend)
    service.addRecent({ id: 'a', name: 'A' })
    service.addRecent({ id: 'b', name: 'B' })
    service.addRecent({ id: 'a', name: 'A' })
    service.addRecent({ id: 'c', name: 'C' })
    expect(JSON.parse(backend.getItem('p:recentWallets')!)).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
  })

  it('follows the adapters and hides excluded wallets', () => {
    const { service, subject } = setup([c('a'), c('hidden')])
    expect(service.getConnectors().map((x) => x.id)).toEqual(['a'])
    subject.next([c('a'), c('b')])
    expect(service.find('b')).toBeDefined()
  })

  it('finds a connector inside a merged entry', () => {
    const { service } = setup([c('x-evm', { name: 'X' }), c('x-sol', { name: 'X', chain: 'solana' })])
    expect(service.find('x-sol')?.type).toBe('MULTI_CHAIN')
  })
})
