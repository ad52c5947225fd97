// The JSON API between the frame page and its own server (same origin): request bodies and answers.
// Browser-safe (no Node imports): the frame page and the server both read it.
import * as v from 'valibot'
import { SOCIAL_API, type SocialApiAnswers } from './social-api.ts'

const Email = v.pipe(v.string(), v.email('Invalid email'))
const DeviceId = v.pipe(v.string(), v.minLength(16, 'A device id is required'), v.maxLength(128))
const Token = v.optional(v.string())
const ChainId = v.union([v.string(), v.number()])

export const FRAME_API = {
  origin: v.object({ projectId: v.string(), origin: v.string() }),
  'connect-email': v.object({ email: Email, deviceId: DeviceId }),
  'device-status': v.object({ email: Email, deviceId: DeviceId }),
  'connect-otp': v.object({ email: Email, deviceId: DeviceId, otp: v.string() }),
  session: v.object({ token: Token }),
  user: v.object({ token: Token }),
  keys: v.object({ token: Token }),
  'sign-out': v.object({ token: Token }),
  rpc: v.object({ token: Token, chainId: ChainId, method: v.string(), params: v.optional(v.unknown()) }),
  bundler: v.object({ token: Token, chainId: ChainId, method: v.string(), params: v.optional(v.unknown()) }),
  'solana-rpc': v.object({ token: Token, chainId: v.string(), method: v.string(), params: v.optional(v.unknown()) }),
  'update-email': v.object({ token: Token, email: Email }),
  // a permission the smart account granted or revoked, written to the sessions API for the Permissions view
  permissions: v.object({ token: Token, projectId: v.string(), chainId: v.number(), address: v.string(), entry: v.unknown() }),
  'update-email-primary': v.object({ token: Token, otp: v.string() }),
  'update-email-secondary': v.object({ token: Token, otp: v.string() }),
  ...SOCIAL_API,
} as const

export type FrameApiAction = keyof typeof FRAME_API
export type FrameApiBody<A extends FrameApiAction> = v.InferInput<(typeof FRAME_API)[A]>

export type FrameApiAnswers = SocialApiAnswers & {
  origin: { allowed: boolean }
  'connect-email': { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }
  'device-status': { approved: boolean }
  'connect-otp': { token: string }
  session: { isConnected: boolean }
  /** smartAccountAddress: the user's ERC-4337 account (the same on every chain with a bundler), where there is one. */
  user: { email: string | null; userName?: string; address: string; solanaAddress: string; smartAccountAddress?: `0x${string}` }
  keys: { userId: string; evmPrivateKey: `0x${string}`; solanaSecretKey: `0x${string}` }
  'sign-out': Record<string, never>
  rpc: { result: unknown }
  bundler: { result: unknown }
  'solana-rpc': { result: unknown }
  'update-email': { action: 'VERIFY_PRIMARY_OTP' }
  permissions: Record<string, never>
  'update-email-primary': Record<string, never>
  'update-email-secondary': { newEmail: string }
  /** `solana`: the sandbox Solana cluster (CAIP-2 id and name), when the frame has one. */
  /** bundler: the chain has an ERC-4337 bundler (smart accounts offered there). */
  chains: { chains: { id: number; name: string; bundler?: boolean }[]; solana?: { id: string; name: string } }
}

/** An API failure: `{ error: { message, code? } }` with a 4xx status. */
export type FrameApiError = { error: { message: string; code?: number } }
