import { describe, expect, it } from 'vitest'
import { platformOf } from './select-wallet-event.ts'

describe('SELECT_WALLET platform', () => {
  it('a WalletConnect pick is a QR code on a desktop and the wallet app on a phone; email is email; the rest the browser', () => {
    expect(platformOf('WALLET_CONNECT', false)).toBe('qrcode')
    expect(platformOf('WALLET_CONNECT', true)).toBe('mobile')
    expect(platformOf('AUTH', false)).toBe('email')
    expect(platformOf('ANNOUNCED', true)).toBe('browser')
    expect(platformOf('INJECTED', false)).toBe('browser')
  })
})
