// Signing and sending serialized transactions through the connected wallet: solana:signTransaction
// for a batch, solana:signAndSendTransaction when the wallet serves the network's chain, else
// signTransaction and a send through the network's RPC.
import { base58 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import { PorticoError, type Network } from 'portico'
import type { Connected } from './connection.ts'
import type { SolanaRpc } from './rpc.ts'
import { featureOf, requireFeature } from './wallet-features.ts'

export type WalletSendOptions = {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

const chainOf = (network: Network) => network.caipNetworkId as `${string}:${string}`

export async function signWireTransactions(
  connected: Connected,
  account: WalletAccount,
  wires: readonly Uint8Array[],
  network: Network,
  options: Pick<WalletSendOptions, 'preflightCommitment' | 'minContextSlot'> = {},
): Promise<Uint8Array[]> {
  const outputs = await requireFeature(connected.wallet, 'solana:signTransaction').signTransaction(
    ...wires.map((transaction) => ({ account, transaction, chain: chainOf(network), options })),
  )
  if (outputs.length !== wires.length) throw new PorticoError('SIGNATURE_MISSING', `${connected.wallet.name} returned ${outputs.length} of ${wires.length} signed transactions`)
  return outputs.map((o) => Uint8Array.from(o.signedTransaction))
}

/** Signs and sends one transaction; resolves with its base58 signature once the RPC accepted it. */
export async function signAndSendWireTransaction(
  connected: Connected,
  account: WalletAccount,
  wire: Uint8Array,
  network: Network,
  rpc: SolanaRpc,
  options: WalletSendOptions = {},
): Promise<string> {
  const chain = chainOf(network)
  const signAndSend = featureOf(connected.wallet, 'solana:signAndSendTransaction')
  if (signAndSend && connected.wallet.chains.includes(chain)) {
    const [output] = await signAndSend.signAndSendTransaction({ account, transaction: wire, chain, options })
    if (!output) throw new PorticoError('SIGNATURE_MISSING', `${connected.wallet.name} returned no signature`)
    return base58.encode(Uint8Array.from(output.signature))
  }
  const [signed] = await signWireTransactions(connected, account, [wire], network, options)
  const { connection } = await rpc.connection(network)
  return connection.sendRawTransaction(signed!, options)
}
