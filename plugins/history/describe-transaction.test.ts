import { describe, expect, it } from 'vitest'
import type { WalletTransaction, WalletTransfer } from 'portico'
import { counterpart, formatQuantity, operationLabel, tradeSides, transferText } from './describe-transaction.ts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const tx = (sentFrom: string, sentTo: string): WalletTransaction => ({
  id: '1',
  metadata: { operationType: 'send', hash: '0x1', minedAt: '', sentFrom, sentTo, status: 'confirmed', nonce: 0, application: null, chain: null },
  transfers: [],
})

const transfer = (over: Partial<WalletTransfer>): WalletTransfer => ({
  fungible_info: { name: 'Sandbox USD Coin', symbol: 'sUSDC', icon: { url: 'https://img.test/usdc.png' } },
  nft_info: null,
  direction: 'out',
  quantity: { numeric: '5' },
  value: 5,
  price: 1,
  ...over,
})

describe('describe-transaction', () => {
  it('names operations in the past tense, open-ended', () => {
    expect(operationLabel('send')).toBe('Sent')
    expect(operationLabel('receive')).toBe('Received')
    expect(operationLabel('trade')).toBe('Swapped')
    expect(operationLabel('bridge')).toBe('Bridge')
    expect(operationLabel('')).toBe('Transaction')
  })

  it('shows quantities truncated to 4 decimals, never rounded up, with dust marked', () => {
    expect(formatQuantity('0.01')).toBe('0.01')
    expect(formatQuantity('5')).toBe('5')
    expect(formatQuantity('5.000')).toBe('5')
    expect(formatQuantity('1234.567891')).toBe('1234.5678')
    expect(formatQuantity('0.99999')).toBe('0.9999')
    expect(formatQuantity('0.000000000000000003')).toBe('<0.0001')
    expect(formatQuantity('0')).toBe('0')
  })

  it('signs amounts by direction and names the token', () => {
    expect(transferText(transfer({}))).toEqual({ amount: '\u22125 sUSDC', sign: '\u2212', quantity: '5', symbol: 'sUSDC', iconUrl: 'https://img.test/usdc.png', direction: 'out' })
    expect(transferText(transfer({ direction: 'in', quantity: { numeric: '0.01' } })).amount).toBe('+0.01 sUSDC')
    expect(transferText(transfer({ direction: 'self' })).amount).toBe('5 sUSDC')
    expect(transferText(transfer({ fungible_info: null })).amount).toBe('\u22125 Unknown token')
    const nft = transferText(transfer({ fungible_info: null, nft_info: { name: 'Punk #12', content: { preview: { url: 'https://img.test/p.png', content_type: null }, detail: null }, flags: null }, quantity: { numeric: '1' } }))
    expect(nft).toMatchObject({ amount: '\u22121 Punk #12', iconUrl: 'https://img.test/p.png' })
  })

  it('names the other party: the recipient of a send, the sender of a receipt', () => {
    expect(counterpart(tx(ME.toLowerCase(), OTHER), ME)).toEqual({ label: 'To', address: OTHER })
    expect(counterpart(tx(OTHER, ME.toLowerCase()), ME)).toEqual({ label: 'From', address: OTHER })
    expect(counterpart(tx(ME, ME), ME)).toBeUndefined()
    expect(counterpart(tx(ME, ''), ME)).toBeUndefined()
  })

  it('names no other party for a mint or a burn (the zero address) nor for a trade (the exchange)', () => {
    const zero = '0x0000000000000000000000000000000000000000'
    expect(counterpart(tx(zero, ME), ME)).toBeUndefined()
    expect(counterpart(tx(ME, zero), ME)).toBeUndefined()
    const trade = tx(ME, OTHER)
    expect(counterpart({ ...trade, metadata: { ...trade.metadata, operationType: 'trade' } }, ME)).toBeUndefined()
  })

  it('says what a trade gave and got: the first asset sent, the first other asset received', () => {
    const eth = transfer({ fungible_info: { name: 'Ether', symbol: 'ETH', icon: null }, direction: 'out', quantity: { numeric: '0.05' } })
    const usdc = transfer({ direction: 'in', quantity: { numeric: '91.18' } })
    expect(tradeSides([eth, usdc].map(transferText))).toEqual({ from: 'ETH', to: 'sUSDC' })
    expect(tradeSides([usdc, eth].map(transferText))).toEqual({ from: 'ETH', to: 'sUSDC' })
    // a refund of what was given is not the other side
    expect(tradeSides([eth, transfer({ ...eth, direction: 'in' })].map(transferText))).toBeUndefined()
    expect(tradeSides([usdc].map(transferText))).toBeUndefined()
  })
})
