// The sandbox's sponsored gas: the verifying paymaster deployed and funded on every chain at start
// (paymaster-contract.ts), and the ERC-7677 paymaster service with its admin policy (service.ts).
import { deploySandboxPaymaster, singletonPaymaster, type SandboxPaymaster } from './paymaster-contract.ts'

export { PAYMASTER_SIGNER, PAYMASTER_DEPOSIT, paymasterDeposit, singletonPaymaster, type SandboxPaymaster } from './paymaster-contract.ts'
export { startPaymasterService, SPONSORSHIP_REFUSED, type PaymasterService } from './service.ts'
export { DEFAULT_SPONSOR_POLICY, type SponsorPolicy } from './sponsor-policy.ts'

/** Deploys and funds the paymaster on each chain (the EntryPoint must be there). Resolves with its address and code. */
export async function prepareSandboxPaymaster(rpcUrls: readonly string[]): Promise<SandboxPaymaster> {
  const paymaster = await singletonPaymaster()
  await Promise.all(rpcUrls.map((rpcUrl) => deploySandboxPaymaster(rpcUrl, paymaster)))
  return paymaster
}
