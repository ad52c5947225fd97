// What the frame's approval card (approval-card.ts) shows for a Solana request: the message as text,
// or each transaction's SOL transfers (to / amount) and any other program it calls, and the network.
import { base58 } from '@scure/base'
import type { ApprovalRequest } from './approval-card.ts'
import type { SolanaWire } from './solana-wire.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The System program's Transfer instruction: u32 LE 2, then the lamports as u64 LE. */
const TRANSFER = 2

/** Lamports as SOL, exactly (9 decimals, trailing zeros dropped). */
export function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}

/** One line per instruction: a SOL transfer's receiver and amount, else the program it calls. */
function describeTransaction(tx: SolanaWire, suffix: string): { label: string; value: string }[] {
  const keys = tx.staticKeys
  const lines: { label: string; value: string }[] = []
  for (const ix of tx.instructions) {
    const program = keys[ix.programIdIndex] ?? `account #${ix.programIdIndex}`
    const data = ix.data
    if (program === SYSTEM_PROGRAM && data.length === 12 && new DataView(data.buffer, data.byteOffset, 12).getUint32(0, true) === TRANSFER) {
      const lamports = new DataView(data.buffer, data.byteOffset, 12).getBigUint64(4, true)
      lines.push({ label: `To${suffix}`, value: keys[ix.accounts[1]!] ?? 'an address from a lookup table' }, { label: `Amount${suffix}`, value: formatSol(lamports) })
    } else lines.push({ label: `Program${suffix}`, value: program })
  }
  if (lines.length === 0) lines.push({ label: `Instructions${suffix}`, value: 'none' })
  return lines
}

/** The card for `method`; `transactions` are the request's, already read (solana-signer.ts). */
export function describeSolanaRequest(method: string, params: unknown, transactions: readonly SolanaWire[], networkName: string): ApprovalRequest {
  const network = { label: 'Network', value: networkName }
  if (method === 'solana_signMessage') {
    const { message } = (params ?? {}) as { message?: string }
    let text = String(message)
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(text))
    } catch {
      // not UTF-8 text: the base58 itself
    }
    return { title: 'Sign message', details: [{ label: 'Message', value: text }, network] }
  }
  const action = method === 'solana_signAndSendTransaction' ? 'Sign and send' : transactions.length > 1 ? `Sign ${transactions.length} transactions` : 'Sign only'
  return {
    title: 'Approve transaction',
    details: [
      { label: 'Action', value: action },
      ...transactions.flatMap((tx, i) => describeTransaction(tx, transactions.length > 1 ? ` (${i + 1})` : '')),
      network,
    ],
  }
}
