import { describe, expect, it } from 'vitest'
import { NamedProviderError, PorticoError, ProviderErrorCode, type AuthFrame } from 'portico'
import { createFrameProvider } from './provider.ts'

const ADDRESS = '0x3333333333333333333333333333333333333333'

/** A frame whose RPC_REQUEST answers `answer`. */
const frameAnswering = (answer: () => Promise<unknown>) => ({ request: async () => answer() }) as unknown as AuthFrame

describe('the embedded wallet EIP-1193 provider', () => {
  it("rejects the visitor's Reject with code 4001 and its name, the message kept", async () => {
    // what the request gate makes of the frame's reply to a Reject on its card
    const rejected = new PorticoError('USER_REJECTED', 'User rejected the request.', { cause: { code: ProviderErrorCode.userRejected, message: 'User rejected the request.' } })
    const provider = createFrameProvider(frameAnswering(() => Promise.reject(rejected)), () => ADDRESS)
    const error = await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamedProviderError)
    expect(error).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.', cause: rejected })
  })

  it('answers as before, and passes an error of no table as it came', async () => {
    const provider = createFrameProvider(frameAnswering(async () => '0xsig'), () => ADDRESS)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe('0xsig')
    const failure = new PorticoError('AUTH_FRAME_ERROR', 'Something went wrong')
    const failing = createFrameProvider(frameAnswering(() => Promise.reject(failure)), () => ADDRESS)
    await expect(failing.request({ method: 'personal_sign', params: [] })).rejects.toBe(failure)
    await expect(failing.request({ method: 'personal_sign', params: 'x' })).rejects.toThrow(TypeError)
  })
})
