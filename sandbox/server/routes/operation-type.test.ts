import { describe, expect, it } from 'vitest'
import type { Movement } from '../chain-index.ts'
import { operationType } from './operation-type.ts'

const me = '0x00000000000000000000000000000000000000a1'
const other = '0x00000000000000000000000000000000000000b2'
const router = '0x8f8a0bed588b25da9074fa97be9bb039cc9d588a'
const pool = '0x00000000000000000000000000000000000000c3'
const zero = '0x0000000000000000000000000000000000000000'
const usdc = '0x00000000000000000000000000000000000000d4'
const dai = '0x00000000000000000000000000000000000000e5'
const m = (from: string, to: string, token?: string): Movement => ({ from, to, value: 1n, token })

describe('operationType', () => {
  it('names a plain transfer send or receive by its side', () => {
    expect(operationType([m(me, other)], me)).toBe('send')
    expect(operationType([m(other, me, usdc)], me)).toBe('receive')
    expect(operationType([m(me, me)], me)).toBe('send')
  })

  it('names a swap a trade: one asset given, another got back (ETH for a token, a token for ETH, token for token)', () => {
    expect(operationType([m(me, router), m(pool, me, usdc)], me)).toBe('trade')
    expect(operationType([m(me, pool, usdc), m(router, me)], me)).toBe('trade')
    expect(operationType([m(me, pool, usdc), m(pool, me, dai)], me)).toBe('trade')
    // the router returning unspent ETH beside the token bought is still the trade
    expect(operationType([m(me, router), m(pool, me, usdc), m(router, me)], me)).toBe('trade')
  })

  it('is no trade when what came back is what was given (a refund)', () => {
    expect(operationType([m(me, router), m(router, me)], me)).toBe('send')
  })

  it('names tokens minted to the account a mint, and tokens sent to the zero address a burn', () => {
    expect(operationType([m(zero, me, usdc)], me)).toBe('mint')
    expect(operationType([m(zero, me, usdc), m(zero, me, dai)], me)).toBe('mint')
    expect(operationType([m(zero, me, usdc), m(other, me, dai)], me)).toBe('receive')
    expect(operationType([m(me, zero, usdc)], me)).toBe('burn')
  })
})
