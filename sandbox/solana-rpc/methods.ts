// The HTTP JSON-RPC methods a @solana/web3.js 1.x Connection calls, answered from the ledger.
import { base58, base64 } from '@scure/base'
import {
  INVALID_PARAMS,
  RpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  type Handler,
} from './json-rpc.ts'
import { LedgerError, type Ledger } from './ledger.ts'
import { describeRpcError } from './transaction-error.ts'

/** What getVersion reports: the Agave line whose RPC this imitates. */
export const SOLANA_CORE_VERSION = '2.2.0'

const invalid = (message: string) => new RpcError(INVALID_PARAMS, `Invalid params: ${message}`)

function address(value: unknown, method: string): string {
  if (typeof value !== 'string') throw invalid(`${method} expects a base58 address as its first parameter`)
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    throw invalid(`${JSON.stringify(value)} is not base58`)
  }
  if (bytes.length !== 32) throw invalid(`${JSON.stringify(value)} is not a 32-byte address`)
  return value
}

const config = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

function wireTransaction(value: unknown, encoding: unknown, method: string): Uint8Array {
  if (typeof value !== 'string') throw invalid(`${method} expects the encoded transaction as a string`)
  const codec = encoding === undefined || encoding === 'base58' ? base58 : encoding === 'base64' ? base64 : undefined
  if (!codec) throw invalid(`unsupported encoding ${JSON.stringify(encoding)} (base58 or base64)`)
  try {
    return codec.decode(value)
  } catch {
    throw invalid(`the transaction is not valid ${encoding ?? 'base58'}`)
  }
}

function lamports(value: unknown, what: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(`${what} must be a non-negative integer number of lamports`)
  return BigInt(value)
}

/** Runs a ledger call, turning its "cannot decode" errors into -32602. */
function decoding<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof LedgerError) throw invalid(error.message)
    throw error
  }
}

export function solanaMethods(ledger: Ledger): Record<string, Handler> {
  const context = () => ({ slot: ledger.slot(), apiVersion: SOLANA_CORE_VERSION })
  const withContext = (value: unknown) => ({ context: context(), value })

  return {
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getHealth: () => 'ok',

    getBalance: ([who]) => withContext(Number(ledger.balance(address(who, 'getBalance')))),

    getAccountInfo([who, options]) {
      const account = ledger.account(address(who, 'getAccountInfo'))
      const { encoding = 'base64' } = config(options)
      if (!['base64', 'base58', 'jsonParsed'].includes(encoding as string)) throw invalid(`unsupported encoding ${JSON.stringify(encoding)} (base64, base58 or jsonParsed)`)
      if (!account) return withContext(null)
      // jsonParsed falls back to base64 for accounts no parser knows, as the real RPC does.
      const data = encoding === 'base58' ? [base58.encode(account.data), 'base58'] : [base64.encode(account.data), 'base64']
      return withContext({
        data,
        executable: account.executable,
        lamports: Number(account.lamports),
        owner: account.owner,
        rentEpoch: 0,
        space: account.data.length,
      })
    },

    getMinimumBalanceForRentExemption([length]) {
      if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) throw invalid('getMinimumBalanceForRentExemption expects a data length in bytes')
      return Number(ledger.rentExemptMinimum(length))
    },

    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => withContext(typeof blockhash === 'string' && ledger.isBlockhashValid(blockhash)),

    simulateTransaction([encoded, options]) {
      const { encoding, sigVerify, replaceRecentBlockhash } = config(options)
      if (sigVerify && replaceRecentBlockhash) throw invalid('sigVerify may not be used with replaceRecentBlockhash')
      const wire = wireTransaction(encoded, encoding, 'simulateTransaction')
      const result = decoding(() => ledger.simulate(wire, { sigVerify: sigVerify === true, replaceRecentBlockhash: replaceRecentBlockhash === true }))
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        ...(result.replacementBlockhash ? { replacementBlockhash: result.replacementBlockhash } : {}),
      })
    },

    sendTransaction([encoded, options]) {
      const { encoding, skipPreflight } = config(options)
      const wire = wireTransaction(encoded, encoding, 'sendTransaction')
      if (!skipPreflight) {
        const preflight = decoding(() => ledger.simulate(wire, { sigVerify: true }))
        if (preflight.err === 'SignatureFailure') throw new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
        if (preflight.err) {
          throw new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${describeRpcError(preflight.err)}`, {
            err: preflight.err,
            logs: preflight.logs,
            accounts: null,
            unitsConsumed: preflight.unitsConsumed,
            returnData: null,
          })
        }
      }
      const sent = decoding(() => ledger.send(wire))
      if (sent.err === 'SignatureFailure') throw new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure')
      if (!sent.landed && sent.err) {
        throw new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${describeRpcError(sent.err)}`, { err: sent.err, logs: sent.logs, accounts: null, unitsConsumed: 0, returnData: null })
      }
      // Without preflight a failed transaction still has a signature; its status carries the error.
      return sent.signature
    },

    getSignatureStatuses([signatures]) {
      if (!Array.isArray(signatures) || !signatures.every((s) => typeof s === 'string')) throw invalid('getSignatureStatuses expects an array of base58 signatures')
      if (signatures.length > 256) throw invalid('at most 256 signatures per call')
      return withContext(
        signatures.map((signature) => {
          const status = ledger.status(signature)
          return status
            ? { slot: status.slot, confirmations: null, err: status.err, status: status.err ? { Err: status.err } : { Ok: null }, confirmationStatus: 'finalized' }
            : null
        }),
      )
    },

    requestAirdrop([who, amount]) {
      const to = address(who, 'requestAirdrop')
      return ledger.airdrop(to, lamports(amount, 'the airdrop amount'))
    },
  }
}
