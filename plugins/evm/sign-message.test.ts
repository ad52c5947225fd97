import { describe, expect, it, vi } from 'vitest'
import { signMessage } from './sign-message.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('signMessage', () => {
  it('sends personal_sign with the UTF-8 message in hex, then the address', async () => {
    const wallet = { request: vi.fn(async () => '0xsignature') }
    await expect(signMessage(wallet, { message: 'hello', address: ALICE })).resolves.toBe('0xsignature')
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] })
  })

  it('encodes non-ASCII text as UTF-8 and hex-looking text as text', async () => {
    const wallet = { request: vi.fn(async (_: { method: string; params: string[] }) => '0x') }
    await signMessage(wallet, { message: 'Grüße 🦊', address: ALICE })
    await signMessage(wallet, { message: '0x1234', address: ALICE })
    expect(wallet.request.mock.calls.map(([args]) => args.params[0])).toEqual(['0x4772c3bcc39f6520f09fa68a', '0x307831323334'])
  })

  it("passes the wallet's rejection through with its code", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = { request: vi.fn(async () => Promise.reject(rejection)) }
    await expect(signMessage(wallet, { message: 'hi', address: ALICE })).rejects.toBe(rejection)
  })
})
