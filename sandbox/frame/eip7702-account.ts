// The frame's EIP-7702 account for a user: the user's own EVM key, its address delegated to
// eth-infinitism's Simple7702Account (sandbox/smart-accounts/, the audited EntryPoint 0.8 account
// viem's toSimple7702SmartAccount drives). The user keeps one address: the key's. The first user
// operation carries the key's signed authorization (EIP-7702) and sets the delegation; once the
// address's code is the delegation designator (0xef0100 ‖ implementation) no authorization is sent.
// Signatures are the key's own (Simple7702Account's ERC-1271 accepts them, and an address without
// code verifies them as an EOA). Browser-safe.
import { concat, isAddressEqual, type Chain, type Client, type Hex, type SignedAuthorization, type Transport } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { toSimple7702SmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { getCode, signAuthorization } from 'viem/actions'
import { sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'

/** The code of an address delegated to `implementation` (EIP-7702's delegation designator). */
export const delegationDesignator = (implementation: Hex): Hex => concat(['0xef0100', implementation.toLowerCase() as Hex])

/** Whether `code` delegates to the sandbox's Simple7702Account. */
export function delegatesToImplementation(code: string | undefined): boolean {
  if (typeof code !== 'string' || !code.toLowerCase().startsWith('0xef0100') || code.length !== 48) return false
  return isAddressEqual(`0x${code.slice(8)}`, sandboxSmartAccounts.simple7702Account)
}

/** The user's 7702 account on the chain `client` reads (its chain id must be set): the key's address, Simple7702Account's code. */
export function toSandbox7702Account(client: Client<Transport, Chain, undefined>, owner: PrivateKeyAccount): Promise<SmartAccount> {
  return toSimple7702SmartAccount({ client, owner, implementation: sandboxSmartAccounts.simple7702Account }) as Promise<SmartAccount>
}

/**
 * The authorization a user operation of the key's address must carry: none when the address already
 * delegates to Simple7702Account, else the key's signature delegating it there (for the chain of
 * `client`, at the key's current nonce: the bundler, not the key, sends the transaction).
 */
export async function authorizationFor(client: Client<Transport, Chain, undefined>, owner: PrivateKeyAccount): Promise<SignedAuthorization | undefined> {
  if (delegatesToImplementation(await getCode(client, { address: owner.address }))) return undefined
  return signAuthorization(client, { account: owner, contractAddress: sandboxSmartAccounts.simple7702Account })
}
