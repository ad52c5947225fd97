import { describe, expect, it, vi } from 'vitest'
import { checkPaymasterCapability, UNSUPPORTED_CAPABILITY } from './paymaster-capability.ts'

const from = '0x000000000000000000000000000000000000a11c'
const calls = [{ to: '0x000000000000000000000000000000000000Ba01' }]
const sponsored = (extra: Record<string, unknown> = {}) => [{ from, calls, capabilities: { paymasterService: { url: 'https://pm.example', ...extra } } }]

describe('checkPaymasterCapability', () => {
  it("lets it through when the wallet reports paymasterService on the call's chain (asked for that chain only)", async () => {
    const request = vi.fn(async () => ({ '0x2105': { paymasterService: { supported: true } } }))
    await expect(checkPaymasterCapability(request, [{ ...sponsored()[0], chainId: '0x2105' }], 1, undefined)).resolves.toBeUndefined()
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getCapabilities', params: [from, ['0x2105']] })
  })

  it('refuses with 5700 when the wallet does not report it, or has no wallet_getCapabilities', async () => {
    const other = vi.fn(async () => ({ '0x539': { atomic: { status: 'supported' } }, '0x1': { paymasterService: { supported: true } } }))
    await expect(checkPaymasterCapability(other, sponsored(), 1337, from)).rejects.toMatchObject({
      code: UNSUPPORTED_CAPABILITY,
      message: expect.stringContaining('Unsupported non-optional capability: paymasterService'),
    })
    const none = vi.fn(async () => Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 })))
    await expect(checkPaymasterCapability(none, sponsored(), 1337, from)).rejects.toMatchObject({ code: 5700 })
  })

  it('asks nothing for calls without it, or with it optional', async () => {
    const request = vi.fn()
    await checkPaymasterCapability(request, [{ from, calls }], 1337, from)
    await checkPaymasterCapability(request, sponsored({ optional: true }), 1337, from)
    await checkPaymasterCapability(request, undefined, 1337, from)
    expect(request).not.toHaveBeenCalled()
  })
})
