import { describe, expect, it } from 'vitest'
import { assertSolanaAddress, isSolanaAddress } from './address.ts'

describe('Solana addresses (32 to 44 base58 characters)', () => {
  it('accepts public keys, including the 32-character system program id', () => {
    expect(isSolanaAddress('GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })

  it('refuses EVM addresses, non-base58 characters, wrong lengths and non-strings', () => {
    for (const bad of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6O', '1111111111111111111111111111111', 'GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6eGUo', '', 42, undefined])
      expect(isSolanaAddress(bad), String(bad)).toBe(false)
  })

  it('names the field and the value in its error', () => {
    expect(() => assertSolanaAddress('0xabc', 'to')).toThrow("Invalid address: 'to' must be a Solana address (32 to 44 base58 characters)")
    try {
      assertSolanaAddress('0xabc', 'to')
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_ADDRESS', details: 'got "0xabc"' })
    }
  })
})
