import { describe, expect, it } from 'vitest'
import { checkRequestPayload, parseAppEvent, parseFrameEvent } from './messages.ts'

describe('parseAppEvent (the frame reading a page message)', () => {
  it('accepts a known request with an id and a valid payload', () => {
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'alice@example.com' } })).toEqual({
      ok: true,
      value: { id: 'a1', name: 'CONNECT_EMAIL', payload: { email: 'alice@example.com' } },
    })
    expect(parseAppEvent({ id: 'a2', type: '@w3m-app/SIGN_OUT' })).toMatchObject({ ok: true, value: { name: 'SIGN_OUT' } })
  })

  it('refuses a malformed payload, naming the field', () => {
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not-an-email' } })).toEqual({
      ok: false,
      error: 'Invalid CONNECT_EMAIL payload: email: Invalid email',
    })
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/CONNECT_OTP', payload: { otp: 123456 } })).toMatchObject({ ok: false, error: expect.stringContaining('otp') })
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'myspace' } })).toMatchObject({ ok: false })
    // A payload where none belongs is refused too (AppKit lets schema failures through; Portico does not).
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/SIGN_OUT', payload: { x: 1 } })).toMatchObject({ ok: false })
  })

  it('refuses unknown types, frame types, a missing id and non-objects', () => {
    expect(parseAppEvent({ id: 'a1', type: '@w3m-app/STEAL_KEYS' })).toEqual({ ok: false, error: 'Unknown message type: @w3m-app/STEAL_KEYS' })
    expect(parseAppEvent({ id: 'a1', type: '@w3m-frame/READY' })).toMatchObject({ ok: false })
    expect(parseAppEvent({ type: '@w3m-app/SIGN_OUT' })).toEqual({ ok: false, error: 'A request id is required: @w3m-app/SIGN_OUT' })
    expect(parseAppEvent('hello')).toMatchObject({ ok: false })
    expect(parseAppEvent(null)).toMatchObject({ ok: false })
  })

  it('checks RPC params per method shape', () => {
    const ok = (payload: unknown) => parseAppEvent({ id: 'r', type: '@w3m-app/RPC_REQUEST', payload }).ok
    expect(ok({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'], chainId: 1337, chainNamespace: 'eip155' })).toBe(true)
    expect(ok({ method: 'eth_blockNumber' })).toBe(true)
    expect(ok({ method: 'personal_sign', params: 'hello' })).toBe(false)
    expect(ok({ method: 'solana_signMessage', params: { message: 'aGk=', pubkey: 'x' } })).toBe(true)
    expect(ok({ method: 'solana_signMessage', params: ['hi'] })).toBe(false)
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x01', value: '0x1' }] }] })).toBe(true)
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] })).toBe(false)
    // EIP-5792: the account, and the optional chain filter (hex chain ids)
    expect(ok({ method: 'wallet_getCapabilities', params: ['0x0000000000000000000000000000000000000001'] })).toBe(true)
    expect(ok({ method: 'wallet_getCapabilities', params: ['0x0000000000000000000000000000000000000001', ['0x539', '0x2105']] })).toBe(true)
    expect(ok({ method: 'wallet_getCapabilities', params: ['0x0000000000000000000000000000000000000001', [1337]] })).toBe(false)
    expect(ok({ method: 'wallet_getCapabilities', params: ['0x0000000000000000000000000000000000000001', '0x539'] })).toBe(false)
    expect(ok({ method: '' })).toBe(false)
    expect(ok({ method: 'eth_call', chainNamespace: 'dogecoin' })).toBe(false)
  })
})

describe('parseFrameEvent (the page reading a frame message)', () => {
  it('reads READY and SESSION_UPDATE without an id', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY', payload: { version: '4' } })).toEqual({ ok: true, value: { kind: 'ready', version: '4' } })
    expect(parseFrameEvent({ type: '@w3m-frame/READY' })).toEqual({ ok: true, value: { kind: 'ready', version: undefined } })
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })).toEqual({ ok: true, value: { kind: 'session', token: 't' } })
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })).toMatchObject({ ok: false })
  })

  it('reads success and error replies with their request name and id', () => {
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })).toEqual({
      ok: true,
      value: { kind: 'success', id: 'x', name: 'CONNECT_EMAIL', payload: { action: 'VERIFY_OTP' } },
    })
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } })).toEqual({
      ok: true,
      value: { kind: 'error', id: 'x', name: 'CONNECT_OTP', message: 'Invalid code' },
    })
    // An error without a message still answers the request.
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/SIGN_OUT_ERROR' })).toMatchObject({ ok: true, value: { message: 'An error occurred' } })
    // Replies the frame sends that AppKit's own schema leaves out (RPC_ABORT_SUCCESS) are read too.
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/RPC_ABORT_SUCCESS' })).toMatchObject({ ok: true, value: { kind: 'success', name: 'RPC_ABORT' } })
  })

  it('refuses a reply whose payload breaks the schema, or that has no id', () => {
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'a@b.co' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('Invalid GET_USER_SUCCESS payload'),
    })
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'LOGIN_NOW' } })).toMatchObject({ ok: false })
    // hostile input: a user whose email carries markup is refused whole, never shown
    for (const email of ['<img src=x onerror=alert(1)>@b.co', '"<script>alert(1)</script>"@b.co', 'javascript:alert(1)']) {
      expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/GET_USER_SUCCESS', payload: { email, address: '0x1', chainId: 1 } })).toMatchObject({ ok: false })
      expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { email, address: '0x1', chainId: 1 } })).toMatchObject({ ok: false })
    }
    expect(parseFrameEvent({ type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0x1', chainId: 1 } })).toMatchObject({ ok: false })
    expect(parseFrameEvent({ id: 'x', type: '@w3m-frame/NOPE_SUCCESS' })).toMatchObject({ ok: false })
    expect(parseFrameEvent({ id: 'x', type: '@w3m-app/GET_USER' })).toMatchObject({ ok: false })
  })
})

describe('checkRequestPayload', () => {
  it('names the request and the field', () => {
    expect(checkRequestPayload('SWITCH_NETWORK', { chainId: true })).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid SWITCH_NETWORK payload: chainId/) })
    expect(checkRequestPayload('SWITCH_NETWORK', { chainId: 1337 })).toEqual({ ok: true, value: { chainId: 1337 } })
  })
})
