// Deploys SessionPermissions to one anvil chain from its dedicated deployer at nonce 0, so it lands at
// SANDBOX_PERMISSIONS_ADDRESS. Idempotent: nothing is sent when the address already holds code.
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ContractArtifact } from '../solidity/compile-cached.ts'
import { SANDBOX_PERMISSIONS_ADDRESS, SANDBOX_PERMISSIONS_DEPLOYER } from './sandbox-permissions.ts'

export async function deploySessionPermissions(rpcUrl: string, artifact: ContractArtifact): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const code = await chain.getCode({ address: SANDBOX_PERMISSIONS_ADDRESS })
  if (code && code !== '0x') return
  const account = privateKeyToAccount(SANDBOX_PERMISSIONS_DEPLOYER.privateKey)
  const nonce = await chain.getTransactionCount({ address: account.address })
  if (nonce !== 0) throw new Error(`Cannot deploy SessionPermissions to ${SANDBOX_PERMISSIONS_ADDRESS} on ${rpcUrl}: its deployer ${account.address} is at nonce ${nonce}, not 0`)
  // anvil only: gas money for the one deployment
  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${parseEther('1').toString(16)}`] as never })
  const wallet = createWalletClient({ account, transport })
  const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, nonce: 0, chain: null })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== SANDBOX_PERMISSIONS_ADDRESS.toLowerCase())
    throw new Error(`Deploying SessionPermissions on ${rpcUrl} failed (transaction ${hash}, status ${receipt.status}, address ${receipt.contractAddress})`)
}
