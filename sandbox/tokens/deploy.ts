// Deploys the sandbox tokens (sandbox-tokens.ts) to one anvil chain with viem, from the dedicated
// deployer at fixed nonces, so each lands at its fixed address; mints SANDBOX_TOKEN_FUNDING of each
// to the funded dev accounts, the DEX deployer what its pools need (sandbox/dex/), the on-ramp
// provider its stock (sandbox/onramp/) and the exchange's hot wallet its own (sandbox/exchange/).
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { DEX_LIQUIDITY_FUNDING, SANDBOX_DEX_DEPLOYER } from '../dex/sandbox-dex.ts'
import { EXCHANGE_HOT_WALLET, EXCHANGE_TOKEN_FUNDING } from '../exchange/exchange-account.ts'
import { ONRAMP_PROVIDER_EVM, ONRAMP_PROVIDER_TOKEN_FUNDING } from '../onramp/provider-accounts.ts'
import type { TokenArtifact } from './compile.ts'
import { SANDBOX_TOKEN_DEPLOYER, SANDBOX_TOKEN_FUNDING, sandboxTokens, type SandboxToken } from './sandbox-tokens.ts'

/** The dev accounts each token funds at deployment (anvil accounts #0 and #1). */
export const fundedAccounts: readonly Address[] = [ANVIL_ACCOUNT_0.address, ANVIL_ACCOUNT_1.address]

/** Gas money for the deployer (anvil only: anvil_setBalance), far more than two deployments cost. */
const DEPLOYER_ETH = parseEther('10')

/**
 * Deploys every sandbox token to the chain at `rpcUrl` that is not there yet, and waits for the
 * receipts. Idempotent: a token whose address already holds code is left alone. Throws, naming the
 * token, when the deployer's nonce is past a missing token's (its address can no longer be reached).
 */
export async function deploySandboxTokens(rpcUrl: string, artifact: TokenArtifact, tokens: readonly SandboxToken[] = sandboxTokens): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const account = privateKeyToAccount(SANDBOX_TOKEN_DEPLOYER.privateKey)
  const wallet = createWalletClient({ account, transport })

  const [nonce, codes] = await Promise.all([
    chain.getTransactionCount({ address: account.address }),
    Promise.all(tokens.map((token) => chain.getCode({ address: token.address }))),
  ])
  const missing = tokens.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return
  const ordered = [...missing].sort((a, b) => a.deployNonce - b.deployNonce)
  // CREATE addresses follow the nonce: the missing tokens must be exactly the deployer's next nonces.
  ordered.forEach((token, i) => {
    if (token.deployNonce !== nonce + i)
      throw new Error(
        `Cannot deploy ${token.symbol} to ${token.address} on ${rpcUrl}: it needs the deployer ${account.address} at nonce ${token.deployNonce}, which is at nonce ${nonce + i}`,
      )
  })

  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${DEPLOYER_ETH.toString(16)}`] as never })
  const hashes: Hex[] = []
  for (const token of ordered) {
    const amount = parseUnits(String(SANDBOX_TOKEN_FUNDING), token.decimals)
    // The DEX deployer's share: the liquidity of its pools (seeded by sandbox/dex/seed-pools.ts).
    const liquidity = parseUnits(String(DEX_LIQUIDITY_FUNDING[token.symbol] ?? 0), token.decimals)
    // The on-ramp provider's stock: what it credits to buyers (sandbox/onramp/).
    const stock = parseUnits(String(ONRAMP_PROVIDER_TOKEN_FUNDING), token.decimals)
    // The sandbox exchange's hot wallet: what it withdraws to payers' recipients (sandbox/exchange/).
    const exchangeStock = parseUnits(String(EXCHANGE_TOKEN_FUNDING), token.decimals)
    hashes.push(
      await wallet.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          [...fundedAccounts, SANDBOX_DEX_DEPLOYER.address, ONRAMP_PROVIDER_EVM.address, EXCHANGE_HOT_WALLET.address],
          [...fundedAccounts.map(() => amount), liquidity, stock, exchangeStock],
        ],
        nonce: token.deployNonce,
        // null: viem asks the node for its chain id.
        chain: null,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => chain.waitForTransactionReceipt({ hash })))
  receipts.forEach((receipt, i) => {
    const token = ordered[i]
    if (receipt.status !== 'success') throw new Error(`Deploying ${token.symbol} on ${rpcUrl} reverted (transaction ${receipt.transactionHash})`)
    if (receipt.contractAddress?.toLowerCase() !== token.address.toLowerCase())
      throw new Error(`${token.symbol} on ${rpcUrl} was deployed to ${receipt.contractAddress}, not its fixed address ${token.address}`)
  })
}
