// Deploys the sandbox's contract accounts (sandbox-smart-accounts.ts) to one anvil chain with viem,
// from the dedicated deployer at fixed nonces: the EntryPoint (0), the factory (1), then the account
// of salt 0 through the factory (2). The counterfactual account is left undeployed.
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountArtifacts } from './compile.ts'
import { SANDBOX_SMART_ACCOUNT_DEPLOYER, sandboxSmartAccounts, type SandboxSmartAccounts } from './sandbox-smart-accounts.ts'

/** Gas money for the deployer (anvil only: anvil_setBalance), far more than the three transactions cost. */
const DEPLOYER_ETH = parseEther('10')

type Step = { label: string; address: Address; nonce: number; send: (nonce: number) => Promise<Hash> }

/**
 * Deploys what is not on the chain at `rpcUrl` yet, in nonce order, and waits for each receipt.
 * Idempotent: a step whose address already holds code is skipped. Throws, naming the contract, when
 * the deployer's nonce is past a missing one's (its fixed address can no longer be reached).
 */
export async function deploySandboxSmartAccounts(rpcUrl: string, artifacts: SmartAccountArtifacts, addresses: SandboxSmartAccounts = sandboxSmartAccounts): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const account = privateKeyToAccount(SANDBOX_SMART_ACCOUNT_DEPLOYER.privateKey)
  const wallet = createWalletClient({ account, transport })
  const { account: owned } = addresses
  // chain null: viem asks the node for its chain id.
  const steps: Step[] = [
    { label: 'the EntryPoint', address: addresses.entryPoint, nonce: 0, send: (nonce) => wallet.deployContract({ ...artifacts.entryPoint, nonce, chain: null }) },
    { label: 'the account factory', address: addresses.factory, nonce: 1, send: (nonce) => wallet.deployContract({ ...artifacts.factory, args: [addresses.entryPoint], nonce, chain: null }) },
    {
      label: `the account of ${owned.owner} (salt ${owned.salt})`,
      address: owned.address,
      nonce: 2,
      send: (nonce) => wallet.writeContract({ address: addresses.factory, abi: artifacts.factory.abi, functionName: 'createAccount', args: [owned.owner, BigInt(owned.salt)], nonce, chain: null }),
    },
  ]

  const [nonce, codes] = await Promise.all([
    chain.getTransactionCount({ address: account.address }),
    Promise.all(steps.map((step) => chain.getCode({ address: step.address }))),
  ])
  const missing = steps.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return
  // Fixed addresses follow fixed nonces: the missing steps must be exactly the deployer's next nonces.
  missing.forEach((step, i) => {
    if (step.nonce !== nonce + i)
      throw new Error(`Cannot deploy ${step.label} to ${step.address} on ${rpcUrl}: it needs the deployer ${account.address} at nonce ${step.nonce}, which is at nonce ${nonce + i}`)
  })

  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${DEPLOYER_ETH.toString(16)}`] as never })
  // One after the other: the factory's constructor needs the EntryPoint's code, createAccount the factory's.
  for (const step of missing) {
    const receipt = await chain.waitForTransactionReceipt({ hash: await step.send(step.nonce) })
    if (receipt.status !== 'success') throw new Error(`Deploying ${step.label} on ${rpcUrl} reverted (transaction ${receipt.transactionHash})`)
    const code = await chain.getCode({ address: step.address })
    if (!code || code === '0x') throw new Error(`${step.label} on ${rpcUrl} is not at its fixed address ${step.address} (transaction ${receipt.transactionHash})`)
  }
}
