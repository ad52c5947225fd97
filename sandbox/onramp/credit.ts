// Sends what a visitor bought from the provider's own accounts: the native coin or an ERC-20 on an
// anvil chain (viem), SOL on the Solana sandbox (@solana/web3.js). One transfer at a time per
// network, so the provider's nonces never race. Also funds the provider when it starts.
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { createPublicClient, createWalletClient, erc20Abi, http, isAddress, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ONRAMP_PROVIDER_ETH, ONRAMP_PROVIDER_EVM, ONRAMP_PROVIDER_SOL_LAMPORTS, ONRAMP_PROVIDER_SOLANA } from './provider-accounts.ts'
import type { OnrampAsset, OnrampNetwork } from './price-table.ts'

export type ProviderChains = {
  /** The anvil chains the provider can credit on: chain id → JSON-RPC URL. */
  evm: ReadonlyMap<number, string>
  /** The Solana sandbox's JSON-RPC (its WebSocket on the same port); absent: no SOL deliveries. */
  solana?: { rpcUrl: string; wsUrl: string }
}

export type Delivery = { asset: OnrampAsset; network: OnrampNetwork; to: string; baseUnits: bigint }

/** Whether `address` can receive on `network` (a 20-byte hex address, or a 32-byte base58 key). */
export function isDestination(network: OnrampNetwork, address: string): boolean {
  if (network.family === 'evm') return isAddress(address, { strict: false })
  try {
    return new PublicKey(address).toBase58() === address
  } catch {
    return false
  }
}

const evmAccount = privateKeyToAccount(ONRAMP_PROVIDER_EVM.privateKey as Hex)
const solanaKeypair = () => Keypair.fromSeed(Buffer.from(ONRAMP_PROVIDER_SOLANA.seed, 'hex'))

export class Crediter {
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(private readonly chains: ProviderChains) {}

  /** Sets the provider's ETH on every anvil chain and airdrops its SOL. */
  async fund(): Promise<void> {
    await Promise.all(
      [...this.chains.evm.values()].map((rpcUrl) =>
        createPublicClient({ transport: http(rpcUrl) }).request({
          method: 'anvil_setBalance' as never,
          params: [evmAccount.address, `0x${parseEther(String(ONRAMP_PROVIDER_ETH)).toString(16)}`] as never,
        }),
      ),
    )
    if (this.chains.solana) {
      const connection = new Connection(this.chains.solana.rpcUrl, 'confirmed')
      const have = BigInt(await connection.getBalance(new PublicKey(ONRAMP_PROVIDER_SOLANA.address)))
      if (have < ONRAMP_PROVIDER_SOL_LAMPORTS) await connection.requestAirdrop(new PublicKey(ONRAMP_PROVIDER_SOLANA.address), Number(ONRAMP_PROVIDER_SOL_LAMPORTS - have))
    }
  }

  /** Sends a delivery and waits until it is final; resolves with the transaction hash (or signature). Throws with the reason. */
  deliver(delivery: Delivery): Promise<string> {
    const key = delivery.network.name
    const run = (this.queues.get(key) ?? Promise.resolve()).catch(() => {}).then(() => this.send(delivery))
    this.queues.set(key, run)
    return run
  }

  private async send({ asset, network, to, baseUnits }: Delivery): Promise<string> {
    if (network.family === 'solana') {
      if (!this.chains.solana) throw new Error(`The provider has no connection to ${network.display_name}`)
      if (baseUnits > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Cannot send ${baseUnits} lamports in one transfer`)
      const connection = new Connection(this.chains.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: this.chains.solana.wsUrl })
      const payer = solanaKeypair()
      const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(to), lamports: Number(baseUnits) }))
      return sendAndConfirmTransaction(connection, transfer, [payer])
    }
    const rpcUrl = this.chains.evm.get(Number(network.chain_id))
    if (!rpcUrl) throw new Error(`The provider has no connection to ${network.display_name}`)
    const transport = http(rpcUrl)
    const publicClient = createPublicClient({ transport })
    const wallet = createWalletClient({ account: evmAccount, transport })
    const hash = asset.contract
      ? await wallet.writeContract({ chain: null, address: asset.contract, abi: erc20Abi, functionName: 'transfer', args: [to as Address, baseUnits] })
      : await wallet.sendTransaction({ chain: null, to: to as Address, value: baseUnits })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The transfer reverted (transaction ${hash})`)
    return hash
  }
}
