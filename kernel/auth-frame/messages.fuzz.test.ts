// Property-based tests (fast-check) of the secure frame's message schemas ("Embedded frame
// messages", the email, OTP, social provider, send-call and commitment rules): both sides read
// each other's postMessage data with them, so each is outside input.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { appType, checkRequestPayload, parseAppEvent, parseFrameEvent, REDIRECT_PROVIDERS, REQUEST_NAMES, replyType, type RequestName } from './messages.ts'

const anyValue = fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true, withSparseArray: true })
const id = fc.string({ minLength: 1, maxLength: 128 })
const chars = (alphabet: string, minLength: number, maxLength: number) => fc.string({ minLength, maxLength, unit: fc.constantFrom(...alphabet) })
const hex = chars('0123456789abcdef', 0, 64).map((h) => `0x${h}`)
const email = fc.tuple(chars('abcdefghij0123456789', 1, 10), chars('abcdefghij0123456789', 1, 10), chars('abcdefghijklmnopqrstuvwxyz', 2, 5)).map(([l, d, t]) => `${l}@${d}.${t}`)
const COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

/** A valid payload for each of the requests whose the rule is checked. */
const validRequest: fc.Arbitrary<{ name: RequestName; payload: unknown }> = fc.oneof(
  email.map((e) => ({ name: 'CONNECT_EMAIL' as const, payload: { email: e } })),
  email.map((e) => ({ name: 'UPDATE_EMAIL' as const, payload: { email: e } })),
  fc.string().map((otp) => ({ name: 'CONNECT_OTP' as const, payload: { otp } })),
  fc.constantFrom(...REDIRECT_PROVIDERS).map((provider) => ({ name: 'GET_SOCIAL_REDIRECT_URI' as const, payload: { provider } })),
  fc.oneof(fc.string(), fc.integer()).map((chainId) => ({ name: 'SWITCH_NETWORK' as const, payload: { chainId } })),
  fc.array(fc.record({ to: hex, data: fc.option(hex, { nil: undefined }) }, { requiredKeys: ['to'] }), { maxLength: 3 }).map((calls) => ({
    name: 'RPC_REQUEST' as const,
    payload: { method: 'wallet_sendCalls', params: [{ calls }] },
  })),
  fc.constantFrom(...COMMITMENTS).map((preflightCommitment) => ({
    name: 'RPC_REQUEST' as const,
    payload: { method: 'solana_signAndSendTransaction', params: { transaction: 'AQ==', options: { preflightCommitment } } },
  })),
  fc.constantFrom<RequestName>('SIGN_OUT', 'GET_CHAIN_ID', 'CONNECT_DEVICE', 'RPC_ABORT', 'RELOAD').map((name) => ({ name, payload: undefined })),
)

describe('the frame reading a page message (parseAppEvent)', () => {
  it('A known request with an id and a payload of its schema is read back as it was sent', () => {
    assertProperty(
      'frame request round trip',
      fc.property(id, validRequest, (requestId, { name, payload }) => {
        expect(parseAppEvent({ id: requestId, type: appType(name), payload })).toEqual({ ok: true, value: { id: requestId, name, payload } })
      }),
    )
  })

  it('any data never throws: it is a known request or refused with a text saying what was wrong', () => {
    const envelope = fc.record(
      { id: fc.oneof(id, fc.constant(''), fc.string({ minLength: 129, maxLength: 140 }), anyValue), type: fc.oneof(fc.constantFrom(...REQUEST_NAMES).map(appType), fc.string(), anyValue), payload: anyValue },
      { requiredKeys: [] },
    )
    assertProperty(
      'frame request never throws',
      fc.property(fc.oneof(envelope, anyValue), (data) => {
        const result = parseAppEvent(data)
        if (!result.ok) return typeof result.error === 'string' && /^(Invalid|Not an app message|Unknown message type|A request id is required)/.test(result.error)
        const { id: got, type } = data as { id: string; type: string }
        return result.value.id === got && type === appType(result.value.name) && got.length >= 1 && got.length <= 128
      }),
    )
  })

  it("An email payload that is not an email is refused with 'Invalid email', an unknown social provider and a non-string OTP are refused", () => {
    const bad = fc.oneof(
      fc.string().filter((s) => !s.includes('@')).map((e) => ({ name: 'CONNECT_EMAIL' as const, payload: { email: e }, field: 'email: Invalid email' })),
      fc.string().filter((p) => !(REDIRECT_PROVIDERS as readonly string[]).includes(p)).map((provider) => ({ name: 'GET_SOCIAL_REDIRECT_URI' as const, payload: { provider }, field: 'provider: ' })),
      anyValue.filter((o) => typeof o !== 'string').map((otp) => ({ name: 'CONNECT_OTP' as const, payload: { otp }, field: 'otp: ' })),
    )
    assertProperty(
      'frame request payload rules',
      fc.property(bad, ({ name, payload, field }) => {
        const result = checkRequestPayload(name, payload)
        return !result.ok && result.error.startsWith(`Invalid ${name} payload: ${field}`)
      }),
    )
  })

  it("A wallet_sendCalls call whose 'to' or 'data' does not start with 0x, or a preflight commitment not in the list, is refused", () => {
    const notHex = fc.string().filter((s) => !s.startsWith('0x'))
    const bad = fc.oneof(
      notHex.map((to) => ({ method: 'wallet_sendCalls', params: [{ calls: [{ to }] }] })),
      fc.tuple(hex, notHex).map(([to, data]) => ({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x01' }, { to, data }] }] })),
      fc.string().filter((c) => !(COMMITMENTS as readonly string[]).includes(c)).map((preflightCommitment) => ({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQ==', options: { preflightCommitment } },
      })),
    )
    assertProperty(
      'frame RPC request rules',
      fc.property(bad, (payload) => {
        const result = checkRequestPayload('RPC_REQUEST', payload)
        return !result.ok && result.error.startsWith('Invalid RPC_REQUEST payload: ')
      }),
    )
  })
})

describe('the page reading a frame message (parseFrameEvent)', () => {
  it('An error reply to a known request always settles it, with the frame\'s message or a generic one', () => {
    assertProperty(
      'frame error reply settles',
      fc.property(id, fc.constantFrom(...REQUEST_NAMES), fc.oneof(fc.string().map((message) => ({ message })), anyValue), (replyId, name, payload) => {
        const result = parseFrameEvent({ id: replyId, type: replyType(name, 'ERROR'), payload })
        if (!result.ok || result.value.kind !== 'error') return false
        const sent = (payload as { message?: unknown } | null)?.message
        return result.value.id === replyId && result.value.name === name && result.value.message === (typeof sent === 'string' && Object.keys(payload as object).length >= 1 ? sent : 'An error occurred')
      }),
    )
  })

  it('any data never throws: it is READY, SESSION_UPDATE, a reply of a known request, or refused with a text', () => {
    const envelope = fc.record(
      {
        id: fc.oneof(id, fc.constant(''), anyValue),
        type: fc.oneof(fc.constantFrom(...REQUEST_NAMES).chain((n) => fc.constantFrom(replyType(n, 'SUCCESS'), replyType(n, 'ERROR'))), fc.constantFrom('@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE', '@w3m-frame/UNVERIFIED_DOMAIN'), fc.string(), anyValue),
        payload: anyValue,
      },
      { requiredKeys: [] },
    )
    assertProperty(
      'frame reply never throws',
      fc.property(fc.oneof(envelope, anyValue), (data) => {
        const result = parseFrameEvent(data)
        if (!result.ok) return typeof result.error === 'string' && /^(Invalid|Not a frame message|Unknown message type|A reply needs)/.test(result.error)
        const { type } = data as { type: string }
        if (result.value.kind === 'ready') return type === '@w3m-frame/READY'
        if (result.value.kind === 'unverified-domain') return type === '@w3m-frame/UNVERIFIED_DOMAIN'
        if (result.value.kind === 'session') return type === '@w3m-frame/SESSION_UPDATE' && result.value.token.length > 0
        return type === replyType(result.value.name, result.value.kind === 'success' ? 'SUCCESS' : 'ERROR')
      }),
    )
  })
})
