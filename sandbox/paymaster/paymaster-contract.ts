// The sandbox's verifying paymaster on one anvil chain: Pimlico's SingletonPaymaster for EntryPoint 0.8
// (an audited ERC-4337 paymaster; its verifying mode accepts a user operation whose paymaster data
// carries the signer's signature over getHash), from the creation code @pimlico/mock-paymaster ships.
// Deployed through anvil's deterministic deployer (CREATE2, salt 0), so its address follows from the
// code and its signer; funded with a deposit on the EntryPoint, which pays the sponsored operations' gas.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { concat, createPublicClient, createWalletClient, getCreate2Address, http, parseAbi, parseEther, type Address, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { DETERMINISTIC_DEPLOYER, sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'

/**
 * The paymaster's owner, manager and only signer: private key keccak256("portico sandbox paymaster signer"),
 * neither one of anvil's dev accounts (whose nonces the e2e tests rely on) nor another sandbox deployer.
 * It also pays for the deployment and the deposit.
 */
export const PAYMASTER_SIGNER = {
  address: '0xb83bab7924C68C47F57019E4786624b1582d42d6',
  privateKey: '0x1ec289a654e3928bb1a547f322f3bca9c424cfc55ded69b0924cd0471b2a5778',
} as const

/** The deposit on the EntryPoint at start: what the sponsored operations' gas comes out of. */
export const PAYMASTER_DEPOSIT = parseEther('50')
const SALT: Hex = '0x0000000000000000000000000000000000000000000000000000000000000000'

/** The parts of SingletonPaymaster's ABI the sandbox calls (its PackedUserOperation is EntryPoint 0.8's). */
export const singletonPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(uint8 mode, PackedUserOperation userOp) view returns (bytes32)',
  'function signers(address account) view returns (bool)',
])

export type SandboxPaymaster = { address: Address; initCode: Hex }

const require = createRequire(import.meta.url)

/**
 * The SingletonPaymaster 0.8 creation code for `signer` (owner, manager and signer at once) and its
 * CREATE2 address. The package exports only its mock server; its creation code is a module beside it.
 */
export async function singletonPaymaster(signer: Address = PAYMASTER_SIGNER.address): Promise<SandboxPaymaster> {
  const entry = require.resolve('@pimlico/mock-paymaster')
  const constants = pathToFileURL(join(dirname(entry), '..', '_esm', 'constants.js')).href
  const { getSingletonPaymaster08InitCode } = (await import(constants)) as { getSingletonPaymaster08InitCode?: (owner: Address) => Hex }
  if (typeof getSingletonPaymaster08InitCode !== 'function') throw new Error(`@pimlico/mock-paymaster has no SingletonPaymaster 0.8 creation code at ${constants}`)
  const initCode = getSingletonPaymaster08InitCode(signer)
  return { initCode, address: getCreate2Address({ from: DETERMINISTIC_DEPLOYER, salt: SALT, bytecode: initCode }) }
}

/** The paymaster's deposit on the EntryPoint 0.8 of the chain at `rpcUrl`. */
export function paymasterDeposit(rpcUrl: string, paymaster: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.readContract({ address: sandboxSmartAccounts.entryPoint, abi: entryPoint08Abi, functionName: 'balanceOf', args: [paymaster] })
}

/**
 * Deploys the paymaster on the chain at `rpcUrl` unless it is there, and tops its EntryPoint deposit up
 * to PAYMASTER_DEPOSIT. Needs the EntryPoint deployed first (the paymaster's constructor checks it).
 */
export async function deploySandboxPaymaster(rpcUrl: string, paymaster: SandboxPaymaster): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const account = privateKeyToAccount(PAYMASTER_SIGNER.privateKey)
  const wallet = createWalletClient({ account, transport })
  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${parseEther('100').toString(16)}`] as never })
  const code = await chain.getCode({ address: paymaster.address })
  if (!code || code === '0x') {
    const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([SALT, paymaster.initCode]), gas: 8_000_000n, chain: null })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    const deployed = await chain.getCode({ address: paymaster.address })
    if (receipt.status !== 'success' || !deployed || deployed === '0x') throw new Error(`The sandbox paymaster did not land at ${paymaster.address} on ${rpcUrl} (transaction ${hash})`)
  }
  const deposit = await paymasterDeposit(rpcUrl, paymaster.address)
  if (deposit >= PAYMASTER_DEPOSIT) return
  const hash = await wallet.writeContract({
    address: sandboxSmartAccounts.entryPoint,
    abi: entryPoint08Abi,
    functionName: 'depositTo',
    args: [paymaster.address],
    value: PAYMASTER_DEPOSIT - deposit,
    chain: null,
  })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Funding the sandbox paymaster on ${rpcUrl} reverted (transaction ${hash})`)
}
