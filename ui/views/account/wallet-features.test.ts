import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type AccountFeature, type Features } from '../../../kernel/index.ts'
import { walletFeatures } from './wallet-features.ts'

// what onramp(), swap(), receive() and send() contribute, in a composition order unlike the default order
const CONTRIBUTED: AccountFeature[] = [
  { id: 'send', view: 'Send', label: 'Send', namespaces: ['eip155', 'solana'] },
  { id: 'receive', view: 'Receive', label: 'Receive' },
  { id: 'onramp', view: 'OnRamp', label: 'Buy', namespaces: ['eip155', 'solana'] },
  { id: 'swaps', view: 'Swap', label: 'Swap', namespaces: ['eip155'] },
]
const all = () => true
const labels = (features: Features, ns = 'eip155', has: (v: string) => boolean = all, contributed: AccountFeature[] = CONTRIBUTED) =>
  walletFeatures(features, ns, contributed, has).map((e) => e.label)

describe('walletFeatures', () => {
  it('lists the order by default: onramp, swaps, receive, send', () => {
    expect(labels(DEFAULT_FEATURES)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    expect(walletFeatures(DEFAULT_FEATURES, 'eip155', CONTRIBUTED, all).map((e) => e.view)).toEqual(['OnRamp', 'Swap', 'Receive', 'Send'])
  })

  it('follows walletFeaturesOrder', () => {
    expect(labels({ ...DEFAULT_FEATURES, walletFeaturesOrder: ['send', 'receive'] })).toEqual(['Send', 'Receive'])
  })

  it('drops a feature whose flag is off', () => {
    expect(labels({ ...DEFAULT_FEATURES, send: false, swaps: false })).toEqual(['Buy', 'Receive'])
  })

  it('drops a feature the family does not support', () => {
    expect(labels(DEFAULT_FEATURES, 'solana')).toEqual(['Buy', 'Receive', 'Send'])
    expect(labels(DEFAULT_FEATURES, 'bip122')).toEqual(['Receive'])
  })

  it('never offers a view no composed plugin contributes', () => {
    expect(labels(DEFAULT_FEATURES, 'eip155', (v) => v === 'Receive')).toEqual(['Receive'])
    expect(labels(DEFAULT_FEATURES, 'eip155', () => false)).toEqual([])
  })

  it("shows a plugin's own feature after the wallet features, in composition order", () => {
    const own: AccountFeature[] = [{ id: 'tip', view: 'Tip', label: 'Tip', namespaces: ['eip155'] }, ...CONTRIBUTED]
    expect(labels(DEFAULT_FEATURES, 'eip155', all, own)).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Tip'])
    expect(labels(DEFAULT_FEATURES, 'solana', all, own)).toEqual(['Buy', 'Receive', 'Send'])
  })

  it('shows nothing no plugin contributes', () => {
    expect(labels(DEFAULT_FEATURES, 'eip155', all, [])).toEqual([])
  })
})
