import { describe, expect, it } from 'vitest'
import { toConnectError, WalletConnectError } from './errors.ts'

describe('toConnectError', () => {
  it("a wallet's refusal (codes 5000..5099) is USER_REJECTED with the protocol text and the wallet's reason", () => {
    const cause = { code: 5000, message: 'User rejected.' }
    const error = toConnectError(cause)
    expect(error).toBeInstanceOf(WalletConnectError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', message: 'Connection request rejected by the wallet: User rejected.', cause })
    expect(toConnectError({ code: 5100, message: 'other' })).toMatchObject({ code: 'CONNECT_FAILED', message: 'other' })
  })
  it('anything else is CONNECT_FAILED, with its message when it has one', () => {
    expect(toConnectError(new Error('Proposal expired'))).toMatchObject({ code: 'CONNECT_FAILED', message: 'Proposal expired' })
    expect(toConnectError(undefined)).toMatchObject({ code: 'CONNECT_FAILED', message: 'Connection failed' })
  })
})
