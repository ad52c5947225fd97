// Sends a confirmed withdrawal from the exchange's hot wallet on an anvil chain (viem): the native
// coin, or an ERC-20 `transfer`. One transfer at a time per chain, so its nonces never race. Also
// funds the hot wallet's ether when the exchange starts (its tokens come with the deployment).
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ExchangeAsset } from './assets.ts'
import { EXCHANGE_ETH, EXCHANGE_HOT_WALLET } from './exchange-account.ts'

const account = privateKeyToAccount(EXCHANGE_HOT_WALLET.privateKey as Hex)

export class HotWallet {
  private readonly queues = new Map<number, Promise<unknown>>()

  /** `chains`: chain id → JSON-RPC URL. */
  constructor(private readonly chains: ReadonlyMap<number, string>) {}

  async fund(): Promise<void> {
    await Promise.all(
      [...this.chains.values()].map((rpcUrl) =>
        createPublicClient({ transport: http(rpcUrl) }).request({
          method: 'anvil_setBalance' as never,
          params: [account.address, `0x${parseEther(String(EXCHANGE_ETH)).toString(16)}`] as never,
        }),
      ),
    )
  }

  /** Sends and waits for the receipt; resolves with the transaction hash, throws with the reason (a revert names its transaction). */
  send(asset: ExchangeAsset, to: Address, baseUnits: bigint): Promise<Hex> {
    const run = (this.queues.get(asset.chainId) ?? Promise.resolve()).catch(() => {}).then(() => this.transfer(asset, to, baseUnits))
    this.queues.set(asset.chainId, run)
    return run
  }

  private async transfer(asset: ExchangeAsset, to: Address, baseUnits: bigint): Promise<Hex> {
    const rpcUrl = this.chains.get(asset.chainId)
    if (!rpcUrl) throw new Error(`The exchange has no connection to ${asset.network}`)
    const transport = http(rpcUrl)
    const wallet = createWalletClient({ account, transport })
    const hash = asset.contract
      ? await wallet.writeContract({ chain: null, address: asset.contract, abi: erc20Abi, functionName: 'transfer', args: [to, baseUnits] })
      : await wallet.sendTransaction({ chain: null, to, value: baseUnits })
    const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The transfer reverted (transaction ${hash})`)
    return hash
  }
}
