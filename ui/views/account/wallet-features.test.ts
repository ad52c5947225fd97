import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, type Features } from '../../../kernel/index.ts'
import { walletFeatures } from './wallet-features.ts'

const all = () => true
const labels = (features: Features, ns = 'eip155', has: (v: string) => boolean = all) => walletFeatures(features, ns, has).map((e) => e.label)

describe('walletFeatures', () => {
  it('lists the order by default: onramp, swaps, receive, send', () => {
    expect(labels(DEFAULT_FEATURES)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    expect(walletFeatures(DEFAULT_FEATURES, 'eip155', all).map((e) => e.view)).toEqual(['OnRamp', 'Swap', 'Receive', 'Send'])
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
})
