// A SOL transfer from the embedded wallet's Solana account (the Send view's send on Solana): built
// with web3.js (loaded now), signed and sent by the frame after the visitor approves it there
// (solana_signAndSendTransaction), confirmed on the network's RPC.
import { base58 } from '@scure/base'
import { PorticoError, type AdapterTransactionRequest } from 'portico'
import type { SolanaWeb3 } from './load-solana-web3.ts'
import { confirmSignature, latestBlockhash, type SolanaRpcClient } from './solana-rpc.ts'

const BASE58_32_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export interface SolTransferDeps {
  web3: () => Promise<SolanaWeb3>
  rpc: SolanaRpcClient
  /** solana_signAndSendTransaction of the base58 wire transaction; its base58 signature. */
  signAndSend(transaction: string): Promise<string>
}

/** Throws a PorticoError naming what is wrong for a transfer the frame should never be asked for. */
export function checkSolTransfer(request: AdapterTransactionRequest): void {
  if (!request.to || request.value === undefined) throw new PorticoError('INVALID_TRANSACTION', 'An amount and receiver address are required')
  if (!BASE58_32_44.test(request.to)) {
    throw new PorticoError('INVALID_ADDRESS', "Invalid address: 'to' must be a Solana address (32 to 44 base58 characters)", { details: `got ${JSON.stringify(request.to)}` })
  }
  if (typeof request.value !== 'bigint' || request.value <= 0n) {
    throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'value' must be a positive bigint of lamports", { details: `got ${JSON.stringify(String(request.value))}` })
  }
  if (request.gas !== undefined) throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'gas' is not supported on Solana (fees are set by the cluster)")
  if (request.data !== undefined) throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'data' is not supported on Solana (a send is a SOL transfer)")
  if (request.network.chainNamespace !== 'solana') throw new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `${request.network.caipNetworkId} is not a Solana network` })
}

/** Resolves with the transfer's base58 signature once it is confirmed. */
export async function sendSolTransfer(deps: SolTransferDeps, request: AdapterTransactionRequest): Promise<string> {
  checkSolTransfer(request)
  const web3 = await deps.web3()
  let from: InstanceType<SolanaWeb3['PublicKey']>
  let to: InstanceType<SolanaWeb3['PublicKey']>
  try {
    from = new web3.PublicKey(request.address)
    to = new web3.PublicKey(request.to)
  } catch (error) {
    throw new PorticoError('INVALID_ADDRESS', 'Invalid address: not a Solana public key', { details: `${request.address} → ${request.to}`, cause: error })
  }
  const { blockhash, lastValidBlockHeight } = await latestBlockhash(deps.rpc)
  const transfer = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: request.value! }))
  const signature = await deps.signAndSend(base58.encode(transfer.serialize({ requireAllSignatures: false, verifySignatures: false })))
  await confirmSignature(deps.rpc, signature, lastValidBlockHeight)
  return signature
}
