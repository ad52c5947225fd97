// The preflight commitments a Solana request may name. The last five are the RPC's
// deprecated aliases; wallets (Wallet Standard) take only the first three, so they are mapped.
import { PorticoError } from 'portico'
import { describeValue } from './describe-value.ts'

export const PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const
export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

const CURRENT: Record<PreflightCommitment, 'processed' | 'confirmed' | 'finalized'> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** The commitment a wallet understands; INVALID_PREFLIGHT_COMMITMENT naming the value when it is not one of PREFLIGHT_COMMITMENTS. */
export function toWalletCommitment(value: unknown): 'processed' | 'confirmed' | 'finalized' | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'string' && (PREFLIGHT_COMMITMENTS as readonly string[]).includes(value)) return CURRENT[value as PreflightCommitment]
  throw new PorticoError('INVALID_PREFLIGHT_COMMITMENT', `Invalid preflight commitment: ${describeValue(value)}`, {
    details: `expected one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
  })
}
