// paymasterCapabilityOf alone; the sponsored send itself runs against anvil, alto and the sandbox
// paymaster service in smart-account-handlers.test.ts.
import { describe, expect, it } from 'vitest'
import { paymasterCapabilityOf } from './sponsored-calls.ts'

const calls = [{ to: '0x000000000000000000000000000000000000Ba01' }]

describe('paymasterCapabilityOf', () => {
  it('reads the url, the context and whether the app marked it optional', () => {
    expect(paymasterCapabilityOf([{ calls, capabilities: { paymasterService: { url: 'http://127.0.0.1:4339/', context: { policyId: 'a' } } } }])).toEqual({
      url: 'http://127.0.0.1:4339/',
      context: { policyId: 'a' },
      optional: false,
    })
    expect(paymasterCapabilityOf([{ calls, capabilities: { paymasterService: { url: 'https://pm.example', optional: true } } }])).toEqual({ url: 'https://pm.example', context: undefined, optional: true })
  })

  it('is undefined without the capability, and refuses one without an http(s) url', () => {
    expect(paymasterCapabilityOf([{ calls }])).toBeUndefined()
    expect(paymasterCapabilityOf([{ calls, capabilities: { atomic: { status: 'required' } } }])).toBeUndefined()
    expect(paymasterCapabilityOf(undefined)).toBeUndefined()
    expect(() => paymasterCapabilityOf([{ calls, capabilities: { paymasterService: { url: 'javascript:alert(1)' } } }])).toThrow('The paymasterService capability needs the paymaster service\'s http(s) "url"')
    expect(() => paymasterCapabilityOf([{ calls, capabilities: { paymasterService: null } }])).toThrow(/http\(s\) "url"/)
  })
})
