// Which user operations the sandbox paymaster sponsors: every one, none, only those whose calls all go
// to listed contracts, and, on top of either of the sponsoring ones, a spend cap in wei (the ETH the
// paymaster's deposit has paid since the service started, plus the most this operation can cost).
// The sandbox admin sets it (service.ts); the e2e tests use it to prove the refusals.
import * as v from 'valibot'
import { decodeFunctionData, isAddressEqual, type Address, type Hex } from 'viem'
import { accountAbi } from '../frame/smart-account.ts'

const AddressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x address of 20 bytes'))
const WeiSchema = v.pipe(v.string(), v.regex(/^\d+$/, 'a whole number of wei, as a decimal string'))

export const SponsorPolicySchema = v.object({
  /** 'all' sponsors every operation, 'none' refuses every one, 'contracts' only calls to `contracts`. */
  sponsor: v.picklist(['all', 'none', 'contracts']),
  contracts: v.optional(v.array(AddressSchema)),
  /** Most wei the paymaster may pay in all; absent for no cap. */
  capWei: v.optional(WeiSchema),
  /** The name the wallet shows as the payer ("Gas paid by …"). */
  sponsorName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(60))),
})

export type SponsorPolicy = v.InferOutput<typeof SponsorPolicySchema>

export const DEFAULT_SPONSOR_POLICY: SponsorPolicy = { sponsor: 'all', sponsorName: 'Portico Playground' }

/** The policy in `input`, or the message that says what is wrong with it. */
export function parseSponsorPolicy(input: unknown): { policy: SponsorPolicy } | { error: string } {
  const parsed = v.safeParse(SponsorPolicySchema, input)
  if (!parsed.success) return { error: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'policy'}: ${issue.message}`).join('; ') }
  if (parsed.output.sponsor === 'contracts' && !parsed.output.contracts?.length) return { error: "contracts: name at least one contract for sponsor 'contracts'" }
  return { policy: parsed.output }
}

/** The contracts an operation of the sandbox smart account calls (execute / executeBatch), or undefined when its call data is neither. */
export function calledContracts(callData: Hex): Address[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    if (decoded.functionName === 'execute') return [decoded.args[0]]
    return decoded.args[0].map((call) => call.target)
  } catch {
    return undefined
  }
}

const eth = (wei: bigint) => `${Number(wei) / 1e18} ETH`

/**
 * Why `policy` refuses to sponsor an operation with `callData` that may cost up to `maxCostWei`, when
 * `spentWei` was paid already; undefined when it sponsors it. A message a person can act on.
 */
export function refusal(policy: SponsorPolicy, operation: { callData: Hex; maxCostWei: bigint }, spentWei: bigint): string | undefined {
  if (policy.sponsor === 'none') return 'The paymaster sponsors no transactions now (its policy is "none").'
  if (policy.sponsor === 'contracts') {
    const targets = calledContracts(operation.callData)
    const allowed = policy.contracts ?? []
    const outside = targets?.find((target) => !allowed.some((contract) => isAddressEqual(contract as Address, target)))
    if (!targets) return 'The paymaster sponsors calls to listed contracts only, and cannot read which contracts this operation calls.'
    if (outside) return `The paymaster does not sponsor calls to ${outside}: it sponsors calls to ${allowed.join(', ')} only.`
  }
  if (policy.capWei !== undefined) {
    const cap = BigInt(policy.capWei)
    if (spentWei + operation.maxCostWei > cap) {
      return `The paymaster's spend cap is reached: it has paid ${eth(spentWei)} of ${eth(cap)}, and this transaction may cost up to ${eth(operation.maxCostWei)}.`
    }
  }
  return undefined
}
