import { describe, expect, it } from 'vitest'
import { assertEvmCall, assertSendable, readReceiver } from './validate-send.ts'

const EVM = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('readReceiver', () => {
  it('EVM: 40 hex digits with or without 0x, given its 0x', () => {
    expect(readReceiver(EVM, 'eip155')).toEqual({ kind: 'address', address: EVM })
    expect(readReceiver(EVM.slice(2), 'eip155')).toEqual({ kind: 'address', address: EVM })
    expect(readReceiver(`  ${EVM} `, 'eip155')).toEqual({ kind: 'address', address: EVM })
  })

  it('EVM: a 0x string of another length is an invalid address', () => {
    for (const bad of ['0x1234', `${EVM}0`, '0x' + 'g'.repeat(40), '0x']) {
      expect(readReceiver(bad, 'eip155')).toEqual({ kind: 'invalid', error: 'Invalid address: an EVM address is 0x and 40 hex digits' })
    }
  })

  it('EVM: a dotted name is a name to resolve; anything else is refused with what to enter', () => {
    expect(readReceiver('Alice.reown.id', 'eip155')).toEqual({ kind: 'name', name: 'alice.reown.id' })
    expect(readReceiver('vitalik.eth', 'eip155')).toEqual({ kind: 'name', name: 'vitalik.eth' })
    for (const bad of ['alice', 'al ice.reown.id', '.reown.id', 'alice.', EVM.slice(2, 30)]) {
      expect(readReceiver(bad, 'eip155')).toEqual({ kind: 'invalid', error: 'Enter an EVM address (0x and 40 hex digits) or a name like alice.reown.id' })
    }
  })

  it('Solana: 32 to 44 base58 characters', () => {
    expect(readReceiver(SOL, 'solana')).toEqual({ kind: 'address', address: SOL })
    expect(readReceiver('1'.repeat(32), 'solana')).toEqual({ kind: 'address', address: '1'.repeat(32) })
    const error = 'Invalid address: a Solana address is 32 to 44 base58 characters'
    for (const bad of ['1'.repeat(31), '1'.repeat(45), SOL.slice(0, -1) + '0', SOL.slice(0, -1) + 'O', SOL.slice(0, -1) + 'l', EVM, 'alice.reown.id']) {
      expect(readReceiver(bad, 'solana')).toEqual({ kind: 'invalid', error })
    }
  })

  it('another family: "Unsupported chain"', () => {
    expect(readReceiver(EVM, 'bip122')).toEqual({ kind: 'invalid', error: 'Unsupported chain' })
  })
})

describe('assertSendable (the error texts)', () => {
  const ok = { namespace: 'eip155', amount: '1', receiver: EVM, token: {} }

  it('passes a send with family, amount, receiver and token', () => {
    expect(() => assertSendable(ok)).not.toThrow()
    expect(() => assertSendable({ ...ok, namespace: 'solana', receiver: SOL })).not.toThrow()
  })

  it('"Unsupported chain" for families other than eip155 and solana', () => {
    for (const namespace of ['bip122', 'polkadot', 'cosmos']) {
      expect(() => assertSendable({ ...ok, namespace })).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' }))
    }
  })

  it('"An amount and receiver address are required" without either', () => {
    for (const missing of [{ amount: '' }, { amount: undefined }, { receiver: '' }, { receiver: '  ' }, { amount: '', receiver: '' }]) {
      expect(() => assertSendable({ ...ok, ...missing })).toThrow('An amount and receiver address are required')
    }
  })

  it('"A token is required" without a token', () => {
    expect(() => assertSendable({ ...ok, token: undefined })).toThrow('A token is required')
  })
})

describe('assertEvmCall (send calls)', () => {
  it("'to' must start with 0x; 'data', when present, too", () => {
    expect(() => assertEvmCall({ to: EVM })).not.toThrow()
    expect(() => assertEvmCall({ to: EVM, data: '0xa9059cbb' })).not.toThrow()
    expect(() => assertEvmCall({ to: EVM.slice(2) })).toThrow("Invalid transaction: 'to' must start with 0x")
    expect(() => assertEvmCall({ to: EVM, data: 'a9059cbb' })).toThrow("Invalid transaction: 'data' must start with 0x")
  })
})
