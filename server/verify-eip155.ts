// An eip155 sign-in signature: viem's verifyMessage on a public client of the message's chain, which
// covers EOAs (ecrecover, tried first, without the RPC), deployed contract accounts (ERC-1271) and
// accounts not yet deployed (ERC-6492: the signature carries the factory call, run in a simulated call before the check).
import { createPublicClient, http, isHex } from 'viem'
import { SiwxVerificationError } from './verification-error.ts'

export interface Eip155SignatureCheck {
  address: string
  message: string
  signature: string
  /** The message's eip155 chain number: the RPC must serve that chain. */
  chainId: number
  rpcUrl: string
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

export async function verifyEip155Signature({ address, message, signature, chainId, rpcUrl }: Eip155SignatureCheck): Promise<boolean> {
  if (!isHex(signature) || signature.length <= 2)
    throw new SiwxVerificationError('INVALID_SIGNATURE', `Invalid signature: an eip155 signature is 0x-prefixed hex, got ${JSON.stringify(signature.slice(0, 20))}`)
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  let valid: boolean
  try {
    // mode 'eoa': a signature that recovers to the address (an EOA's key) is valid without asking the
    // chain, so EOA sign-ins neither wait on nor load the RPC; any other goes on to ERC-6492/1271 on chain.
    valid = await client.verifyMessage({ address: address as `0x${string}`, message, signature, mode: 'eoa' })
  } catch (cause) {
    throw new SiwxVerificationError('RPC_ERROR', `Could not check the signature of ${address} on ${rpcUrl}: ${firstLine(cause)}`, { cause })
  }
  if (valid) return true
  // viem also answers false when the chain could not be asked (its call failed): tell that apart
  // from a refused signature, and catch an RPC that serves another chain than the message's.
  let served: number
  try {
    served = await client.getChainId()
  } catch (cause) {
    throw new SiwxVerificationError('RPC_ERROR', `Could not check the signature of ${address}: the RPC ${rpcUrl} does not answer (${firstLine(cause)})`, { cause })
  }
  if (served !== chainId) throw new SiwxVerificationError('RPC_ERROR', `The RPC ${rpcUrl} serves chain ${served}, not the message's chain ${chainId}`)
  return false
}
