// The frame's ERC-4337 account for a user: the sandbox's Erc1271SimpleAccount (SimpleAccount 0.8 +
// ERC-1271, sandbox/smart-accounts/) owned by the user's EVM key, created by the sandbox factory
// (salt 0) on its first user operation. As a viem SmartAccount: its counterfactual address, the
// factory call for initCode, execute / executeBatch for calls, and signatures: the user operation
// hash signed by the owner (SimpleAccount 0.8 recovers it as is), messages and typed data signed by
// the owner (what the account's isValidSignature accepts), which viem wraps per ERC-6492 while the
// account has no code. Browser-safe.
import { encodeFunctionData, parseAbi, type Address, type Chain, type Client, type Hex, type LocalAccount, type Transport } from 'viem'
import { entryPoint08Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'

export const accountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])
export const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** The salt of every user's account: one smart account per user (per owning key). */
export const USER_ACCOUNT_SALT = 0n

/**
 * A well-formed signature of no one (an ECDSA signature of keccak256("stub") by a throwaway key):
 * gas estimation runs the account's validation, and OpenZeppelin's ECDSA.recover reverts on a
 * malformed one, where this only fails the check.
 */
const STUB_SIGNATURE: Hex =
  '0x6b16e2b13a13a7b2588938469d564240c124adf1cc3f4b27f1e093d981e4d1fb260880ad5acbf112ba4583bf312ab1bd1414ce74296a5c9a579164fe9dbb55321b'

export type SandboxSmartAccount = SmartAccount

/** The user's smart account on the chain `client` reads (its chain id must be set). */
export async function toSandboxSmartAccount(parameters: { client: Client<Transport, Chain, undefined>; owner: LocalAccount; address?: Address }): Promise<SandboxSmartAccount> {
  const { client, owner } = parameters
  const entryPoint = { abi: entryPoint08Abi, address: sandboxSmartAccounts.entryPoint, version: '0.8' } as const
  const factory = { abi: factoryAbi, address: sandboxSmartAccounts.factory }
  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: accountAbi, factory },
    // One sequence (key 0): the operations of an account run in order.
    async getNonce() {
      return readContract(client, { abi: entryPoint08Abi, address: entryPoint.address, functionName: 'getNonce', args: [await this.getAddress(), 0n] })
    },
    async getAddress() {
      return parameters.address ?? readContract(client, { ...factory, functionName: 'getAddress', args: [owner.address, USER_ACCOUNT_SALT] })
    },
    async getFactoryArgs() {
      return { factory: factory.address, factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, USER_ACCOUNT_SALT] }) }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls
        return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [call!.to, call!.value ?? 0n, call!.data ?? '0x'] })
      }
      return encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))] })
    },
    async decodeCalls() {
      throw new Error('The sandbox smart account does not decode calls')
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as never)
    },
    async signUserOperation({ chainId = client.chain!.id, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: await this.getAddress() },
      })
      return owner.sign!({ hash })
    },
  })
}
