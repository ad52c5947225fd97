// Deploys the sandbox's contract accounts (sandbox-smart-accounts.ts) to one anvil chain with viem:
// the EntryPoint 0.8 at its canonical address, Simple7702Account and the factory, all through anvil's
// deterministic deployer (CREATE2, fixed salts), then the account of salt 0 through the factory. The
// counterfactual account is left undeployed. The canonical EntryPoint address is what a bundler
// (alto) recognises as 0.8.
import { concat, createPublicClient, createWalletClient, encodeAbiParameters, encodeFunctionData, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountArtifacts } from './compile.ts'
import { DETERMINISTIC_DEPLOYER, ENTRY_POINT_SALT, FACTORY_SALT, SANDBOX_SMART_ACCOUNT_DEPLOYER, sandboxSmartAccounts, type SandboxSmartAccounts } from './sandbox-smart-accounts.ts'

/** Gas money for the deployer (anvil only: anvil_setBalance), far more than the three transactions cost. */
const DEPLOYER_ETH = parseEther('10')

type Step = { label: string; address: Address; data: () => { to: Address; data: Hex } }

/** The factory's creation code with its constructor argument (the EntryPoint). */
export const factoryInitCode = (artifacts: Pick<SmartAccountArtifacts, 'factory'>, entryPoint: Address): Hex =>
  concat([artifacts.factory.bytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint])])

/**
 * Deploys what is not on the chain at `rpcUrl` yet, in order, and waits for each receipt.
 * Idempotent: a step whose address already holds code is skipped. Throws, naming the contract, when
 * it does not land at its fixed address (another compiler output, a chain without the deterministic deployer).
 */
export async function deploySandboxSmartAccounts(rpcUrl: string, artifacts: SmartAccountArtifacts, addresses: SandboxSmartAccounts = sandboxSmartAccounts): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const account = privateKeyToAccount(SANDBOX_SMART_ACCOUNT_DEPLOYER.privateKey)
  const wallet = createWalletClient({ account, transport })
  const { account: owned } = addresses
  const steps: Step[] = [
    { label: 'the EntryPoint', address: addresses.entryPoint, data: () => ({ to: DETERMINISTIC_DEPLOYER, data: concat([ENTRY_POINT_SALT, artifacts.entryPoint.bytecode]) }) },
    { label: 'Simple7702Account', address: addresses.simple7702Account, data: () => ({ to: DETERMINISTIC_DEPLOYER, data: concat([FACTORY_SALT, artifacts.simple7702Account.bytecode]) }) },
    { label: 'the account factory', address: addresses.factory, data: () => ({ to: DETERMINISTIC_DEPLOYER, data: concat([FACTORY_SALT, factoryInitCode(artifacts, addresses.entryPoint)]) }) },
    {
      label: `the account of ${owned.owner} (salt ${owned.salt})`,
      address: owned.address,
      data: () => ({
        to: addresses.factory,
        data: encodeFunctionData({ abi: artifacts.factory.abi, functionName: 'createAccount', args: [owned.owner, BigInt(owned.salt)] }),
      }),
    },
  ]

  const codes = await Promise.all(steps.map((step) => chain.getCode({ address: step.address })))
  const missing = steps.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return
  if (!(await chain.getCode({ address: DETERMINISTIC_DEPLOYER }))) throw new Error(`${rpcUrl} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER}`)

  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${DEPLOYER_ETH.toString(16)}`] as never })
  // One after the other: the factory's constructor needs the EntryPoint's code, createAccount the factory's.
  for (const step of missing) {
    // The EntryPoint's creation takes ~5 M gas: given, not estimated (an estimate of a CREATE2 through the deployer can fall short).
    const hash = await wallet.sendTransaction({ ...step.data(), gas: 12_000_000n, chain: null })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Deploying ${step.label} on ${rpcUrl} reverted (transaction ${receipt.transactionHash})`)
    const code = await chain.getCode({ address: step.address })
    if (!code || code === '0x') throw new Error(`${step.label} on ${rpcUrl} is not at its fixed address ${step.address} (transaction ${receipt.transactionHash})`)
  }
}
