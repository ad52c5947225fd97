// The sandbox account factory on one chain, for tests: an account's counterfactual address, deploying
// one (a real createAccount transaction from the sandbox deployer, so no dev account's nonce moves),
// and the ERC-6492 wrapper that lets a verifier deploy it in a simulation.
import { createPublicClient, createWalletClient, encodeFunctionData, http, serializeErc6492Signature, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountArtifacts } from './compile.ts'
import { SANDBOX_SMART_ACCOUNT_DEPLOYER, sandboxSmartAccounts } from './sandbox-smart-accounts.ts'

export type SmartAccountFactoryClient = {
  factory: { address: Address; abi: Abi }
  /** The counterfactual address of owner's account `salt` (deployed or not). */
  addressOf(owner: Address, salt: bigint): Promise<Address>
  /** Deploys owner's account `salt` through the factory and returns its address. */
  deploy(owner: Address, salt: bigint): Promise<Address>
  isDeployed(address: Address): Promise<boolean>
  /** `signature` wrapped per ERC-6492 with the factory call that deploys owner's account `salt`. */
  wrapErc6492(owner: Address, salt: bigint, signature: Hex): Hex
}

/** The factory deployed by deploySandboxSmartAccounts on the chain at rpcUrl. */
export function sandboxAccountFactory(rpcUrl: string, artifacts: Pick<SmartAccountArtifacts, 'factory'>): SmartAccountFactoryClient {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(SANDBOX_SMART_ACCOUNT_DEPLOYER.privateKey), transport })
  const factory = { address: sandboxSmartAccounts.factory, abi: artifacts.factory.abi }
  const addressOf = (owner: Address, salt: bigint) => chain.readContract({ ...factory, functionName: 'getAddress', args: [owner, salt] }) as Promise<Address>
  const isDeployed = async (address: Address) => ((await chain.getCode({ address })) ?? '0x') !== '0x'
  return {
    factory,
    addressOf,
    isDeployed,
    async deploy(owner, salt) {
      const hash = await wallet.writeContract({ ...factory, functionName: 'createAccount', args: [owner, salt], chain: null })
      const receipt = await chain.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`createAccount(${owner}, ${salt}) reverted (transaction ${hash})`)
      const address = await addressOf(owner, salt)
      if (!(await isDeployed(address))) throw new Error(`no code at ${address} after createAccount(${owner}, ${salt})`)
      return address
    },
    wrapErc6492: (owner, salt, signature) =>
      serializeErc6492Signature({ address: factory.address, data: encodeFunctionData({ abi: factory.abi, functionName: 'createAccount', args: [owner, salt] }), signature }),
  }
}
