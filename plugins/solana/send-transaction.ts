// A SOL transfer (checks), signed and sent by the wallet, confirmed on the network's RPC.
import { PorticoError, type AdapterTransactionRequest } from 'portico'
import { assertSolanaAddress } from './address.ts'
import type { Connected } from './connection.ts'
import type { SolanaRpc } from './rpc.ts'
import { accountOf } from './sign-message.ts'
import { signAndSendWireTransaction } from './wallet-transactions.ts'


/** Throws a PorticoError naming what is wrong for a transfer no wallet should see. */
export function validateTransfer(request: AdapterTransactionRequest): void {
  if (request.to === undefined || request.to === '' || request.value === undefined) throw new PorticoError('INVALID_TRANSACTION', 'An amount and receiver address are required')
  assertSolanaAddress(request.to, 'to')
  assertSolanaAddress(request.address, 'address')
  if (typeof request.value !== 'bigint' || request.value <= 0n) {
    throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'value' must be a positive bigint of lamports", { details: `got ${JSON.stringify(String(request.value))}` })
  }
  if (request.gas !== undefined) throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'gas' is not supported on Solana (fees are set by the cluster)")
  if (request.data !== undefined) throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'data' is not supported on Solana (a send is a SOL transfer)")
  if (request.network.chainNamespace !== 'solana') throw new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `${request.network.caipNetworkId} is not a Solana network` })
}

/** Resolves with the transfer's base58 signature once it is confirmed. */
export async function sendTransaction(connected: Connected, rpc: SolanaRpc, request: AdapterTransactionRequest): Promise<string> {
  validateTransfer(request)
  const account = accountOf(connected, request.address)
  const { web3, connection } = await rpc.connection(request.network)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const from = new web3.PublicKey(request.address)
  const transfer = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: new web3.PublicKey(request.to), lamports: request.value! }),
  )
  const wire = transfer.serialize({ requireAllSignatures: false, verifySignatures: false })
  const signature = await signAndSendWireTransaction(connected, account, wire, request.network, rpc, { preflightCommitment: 'confirmed' })
  await rpc.confirm(request.network, signature, lastValidBlockHeight)
  return signature
}
