// Deploys the DEX's contracts (sandbox-dex.ts) to one anvil chain with viem: WETH9, then
// UniswapV2Factory(feeToSetter), then UniswapV2Router02(factory, weth), each through anvil's
// deterministic deployer (CREATE2, DEX_SALT), so each lands at its fixed address.
import { concat, createPublicClient, createWalletClient, encodeAbiParameters, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DexArtifacts } from './artifacts.ts'
import { DETERMINISTIC_DEPLOYER, DEX_SALT, SANDBOX_DEX_DEPLOYER, sandboxDex, type SandboxDex } from './sandbox-dex.ts'

/** Gas money and pool ETH for the deployer (anvil only: anvil_setBalance), far more than deploying and seeding take. */
export const DEX_DEPLOYER_ETH = parseEther('1000')

/** The creation code of each contract with its constructor arguments. */
export function dexInitCodes(artifacts: DexArtifacts, dex: Pick<SandboxDex, 'weth' | 'factory'> = sandboxDex): { weth: Hex; factory: Hex; router: Hex } {
  return {
    weth: artifacts.weth.bytecode,
    factory: concat([artifacts.factory.bytecode, encodeAbiParameters([{ type: 'address' }], [SANDBOX_DEX_DEPLOYER.address])]),
    router: concat([artifacts.router.bytecode, encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [dex.factory, dex.weth])]),
  }
}

/**
 * Deploys what is not on the chain at `rpcUrl` yet, in order, and waits for each receipt; funds the
 * deployer with DEX_DEPLOYER_ETH first. Idempotent: a contract whose address holds code is skipped.
 * Throws, naming the contract, when it does not land at its fixed address.
 */
export async function deployDexContracts(rpcUrl: string, artifacts: DexArtifacts, dex: SandboxDex = sandboxDex): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(SANDBOX_DEX_DEPLOYER.privateKey), transport })
  const init = dexInitCodes(artifacts, dex)
  const steps: { label: string; address: Address; initCode: Hex }[] = [
    { label: 'WETH9', address: dex.weth, initCode: init.weth },
    { label: 'UniswapV2Factory', address: dex.factory, initCode: init.factory },
    { label: 'UniswapV2Router02', address: dex.router, initCode: init.router },
  ]
  const codes = await Promise.all(steps.map((step) => chain.getCode({ address: step.address })))
  const missing = steps.filter((_, i) => !codes[i] || codes[i] === '0x')
  await chain.request({ method: 'anvil_setBalance' as never, params: [SANDBOX_DEX_DEPLOYER.address, `0x${DEX_DEPLOYER_ETH.toString(16)}`] as never })
  if (missing.length === 0) return
  if (!(await chain.getCode({ address: DETERMINISTIC_DEPLOYER }))) throw new Error(`${rpcUrl} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER}`)

  // Sent one after the other at consecutive nonces, mined together (automine); Router02's
  // constructor only stores the two addresses, so it needs neither contract's code yet.
  const nonce = await chain.getTransactionCount({ address: SANDBOX_DEX_DEPLOYER.address })
  const hashes: Hex[] = []
  for (const [i, step] of missing.entries()) {
    // Router02's creation takes ~4.5 M gas: given, not estimated (an estimate of a CREATE2 through the deployer can fall short).
    hashes.push(await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([DEX_SALT, step.initCode]), gas: 8_000_000n, nonce: nonce + i, chain: null }))
  }
  const receipts = await Promise.all(hashes.map((hash) => chain.waitForTransactionReceipt({ hash })))
  for (const [i, step] of missing.entries()) {
    if (receipts[i].status !== 'success') throw new Error(`Deploying ${step.label} on ${rpcUrl} reverted (transaction ${receipts[i].transactionHash})`)
    const code = await chain.getCode({ address: step.address })
    if (!code || code === '0x') throw new Error(`${step.label} on ${rpcUrl} is not at its fixed address ${step.address} (transaction ${receipts[i].transactionHash})`)
  }
}
