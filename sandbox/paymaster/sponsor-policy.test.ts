import { encodeFunctionData, getAddress, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { accountAbi } from '../frame/smart-account.ts'
import { calledContracts, parseSponsorPolicy, refusal } from './sponsor-policy.ts'

const token: Address = getAddress('0x00000000000000000000000000000000000000aa')
const other: Address = getAddress('0x00000000000000000000000000000000000000bb')
const one = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [token, 0n, '0x'] })
const batch = encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [[{ target: token, value: 0n, data: '0x' }, { target: other, value: 1n, data: '0x' }]] })

describe('sponsor policy', () => {
  it('reads the contracts an operation calls: execute and executeBatch; other call data is unreadable', () => {
    expect(calledContracts(one)).toEqual([token])
    expect(calledContracts(batch)).toEqual([token, other])
    expect(calledContracts('0x12345678')).toBeUndefined()
  })

  it("sponsors everything under 'all', nothing under 'none'", () => {
    expect(refusal({ sponsor: 'all' }, { callData: batch, maxCostWei: parseEther('1') }, 0n)).toBeUndefined()
    expect(refusal({ sponsor: 'none' }, { callData: one, maxCostWei: 0n }, 0n)).toBe('The paymaster sponsors no transactions now (its policy is "none").')
  })

  it("sponsors under 'contracts' only when every call goes to a listed contract (any letter case)", () => {
    const policy = { sponsor: 'contracts' as const, contracts: [token.toLowerCase()] }
    expect(refusal(policy, { callData: one, maxCostWei: 0n }, 0n)).toBeUndefined()
    expect(refusal(policy, { callData: batch, maxCostWei: 0n }, 0n)).toBe(`The paymaster does not sponsor calls to ${other}: it sponsors calls to ${policy.contracts[0]} only.`)
    expect(refusal(policy, { callData: '0x12345678', maxCostWei: 0n }, 0n)).toMatch(/cannot read which contracts/)
  })

  it('refuses past the spend cap: what was paid plus the most this operation may cost', () => {
    const policy = { sponsor: 'all' as const, capWei: parseEther('0.01').toString() }
    expect(refusal(policy, { callData: one, maxCostWei: parseEther('0.004') }, parseEther('0.006'))).toBeUndefined()
    expect(refusal(policy, { callData: one, maxCostWei: parseEther('0.005') }, parseEther('0.006'))).toBe(
      "The paymaster's spend cap is reached: it has paid 0.006 ETH of 0.01 ETH, and this transaction may cost up to 0.005 ETH.",
    )
  })

  it('parses a policy from JSON and says what is wrong with a bad one', () => {
    expect(parseSponsorPolicy({ sponsor: 'contracts', contracts: [token], capWei: '1000' })).toEqual({ policy: { sponsor: 'contracts', contracts: [token], capWei: '1000' } })
    expect(parseSponsorPolicy({ sponsor: 'some' })).toEqual({ error: expect.stringContaining('sponsor:') })
    expect(parseSponsorPolicy({ sponsor: 'all', capWei: '1.5' })).toEqual({ error: 'capWei: a whole number of wei, as a decimal string' })
    expect(parseSponsorPolicy({ sponsor: 'contracts' })).toEqual({ error: "contracts: name at least one contract for sponsor 'contracts'" })
  })
})
