// The paymaster data of SingletonPaymaster's verifying mode for an EntryPoint 0.8 user operation:
// one byte (mode 0 << 1 | allow every bundler), validUntil and validAfter (6 bytes each), then the
// signer's EIP-191 signature of the contract's getHash over the operation with that data. The stub
// (for gas estimation) has the same length with a signature of no one, so the estimate holds.
import { concat, encodePacked, type Address, type Client, type Hex, type LocalAccount } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { singletonPaymasterAbi } from './paymaster-contract.ts'

/** Verifying mode (0) with "any bundler may submit it" set. */
const MODE_AND_ALLOW_ALL_BUNDLERS = (0 << 1) | 1
/** A well-formed 65-byte signature no one made: validation reads its length, not its author, during estimation. */
const STUB_SIGNATURE: Hex =
  '0xcd91f19f0f19ce862d7bec7b7d9b95457145afc6f639c28fd0360f488937bfa41e6eedcd3a46054fd95fcd0e3ef6b0bc0a615c4d975eef55c8a3517257904d5b1c'
/** The paymaster's gas for its own validation (an ECDSA recovery and some parsing); verifying mode has no postOp. */
export const PAYMASTER_VERIFICATION_GAS = 50_000n
export const PAYMASTER_POST_OP_GAS = 1n

const header = (validUntil: number, validAfter: number): Hex =>
  encodePacked(['uint8', 'uint48', 'uint48'], [MODE_AND_ALLOW_ALL_BUNDLERS, validUntil, validAfter])

/** pm_getPaymasterStubData's paymaster fields (EntryPoint 0.7 and later shape). */
export function stubPaymasterData(paymaster: Address) {
  return {
    paymaster,
    paymasterData: concat([header(0, 0), STUB_SIGNATURE]),
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
  }
}

/** The most the operation can cost the paymaster: every gas limit at its maximum fee. */
export function maxOperationCost(op: Pick<UserOperation<'0.8'>, 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas'> & { paymasterVerificationGasLimit?: bigint; paymasterPostOpGasLimit?: bigint }): bigint {
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + (op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS) + (op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS)
  return gas * op.maxFeePerGas
}

/**
 * pm_getPaymasterData's fields for `op`: the paymaster data signed by `signer`, valid from now for
 * `validForSeconds` of chain time (`now`, seconds). Reads getHash from the paymaster on `client`'s chain.
 */
export async function signedPaymasterData(client: Client, parameters: { op: UserOperation<'0.8'>; paymaster: Address; signer: LocalAccount; now: number; validForSeconds?: number }) {
  const { op, paymaster, signer, now } = parameters
  const data = header(now + (parameters.validForSeconds ?? 600), 0)
  const unsigned = {
    ...op,
    paymaster,
    paymasterData: data,
    paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
  }
  const hash = await readContract(client, { address: paymaster, abi: singletonPaymasterAbi, functionName: 'getHash', args: [0, toPackedUserOperation(unsigned)] })
  const signature = await signer.signMessage({ message: { raw: hash } })
  return {
    paymaster,
    paymasterData: concat([data, signature]),
    paymasterVerificationGasLimit: unsigned.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: unsigned.paymasterPostOpGasLimit,
  }
}
