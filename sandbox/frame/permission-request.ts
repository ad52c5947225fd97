// ERC-7715 permission requests the embedded smart account grants (wallet_grantPermissions) and revokes
// (wallet_revokePermissions): the request read and checked, the card's plain words, and the
// permissions context the app gets back (the permission contract's address and the permission's id,
// ABI-encoded). One permission type: 'erc20-token-transfer', an app's session key moving at most
// `allowance` of one ERC-20 token to one recipient until the expiry. Browser-safe.
import { decodeAbiParameters, encodeAbiParameters, formatUnits, isAddress, isHex, type Address, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import type { ApprovalRequest } from './approval-card.ts'
import { SignerError } from './signer.ts'

export const ERC20_TRANSFER_PERMISSION = 'erc20-token-transfer'

export type PermissionRequest = {
  chainId: number
  /** The account the app asks about, when it names one. */
  address?: Address
  /** Unix seconds. */
  expiry: number
  /** The app's session key: the only key that may use the permission. */
  sessionKey: Address
  token: Address
  recipient: Address
  allowance: bigint
  /** The request's permissions and policies as they came, echoed in the answer. */
  raw: { signer: unknown; permissions: unknown[]; policies: unknown[] }
}

const invalid = (message: string) => new SignerError(-32602, message)
const address = (value: unknown, what: string): Address => {
  if (typeof value !== 'string' || !isAddress(value)) throw invalid(`${what} must be an address`)
  return value
}

/** The session key of ERC-7715's signer: an account ({type: 'account', data: {id}}) or a secp256k1 public key ('key' or AppKit's 'keys'). */
function sessionKeyOf(signer: unknown): Address {
  const { type, data } = (signer ?? {}) as { type?: unknown; data?: Record<string, unknown> }
  if (type === 'account') return address(data?.id ?? data?.address, 'signer.data.id')
  const key = type === 'keys' ? (data?.keys as { type?: unknown; publicKey?: unknown }[] | undefined)?.[0] : type === 'key' ? data : undefined
  if (key && (key.type === 'secp256k1' || key.type === undefined) && typeof key.publicKey === 'string' && isHex(key.publicKey)) {
    try {
      return publicKeyToAddress(key.publicKey)
    } catch {
      throw invalid('signer: the secp256k1 public key is not valid')
    }
  }
  throw invalid('signer must be {type: "account", data: {id}} or a secp256k1 key ({type: "keys", data: {keys: [{type: "secp256k1", publicKey}]}})')
}

/** The first param of wallet_grantPermissions read and checked (`now`: unix seconds). Throws -32602 with what is wrong. */
export function readPermissionRequest(params: unknown, now: number): PermissionRequest {
  const request = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
  if (!request || typeof request !== 'object') throw invalid('wallet_grantPermissions needs a permission request')
  const chainId = Number(request.chainId)
  if (!Number.isInteger(chainId) || chainId <= 0) throw invalid('chainId must be the chain id (0x hex)')
  const expiry = Number(request.expiry)
  if (!Number.isInteger(expiry) || expiry <= now) throw invalid('expiry must be a future time in unix seconds')
  const permissions = request.permissions
  if (!Array.isArray(permissions) || permissions.length !== 1) throw invalid('permissions must hold one permission')
  const [permission] = permissions as { type?: unknown; data?: Record<string, unknown> }[]
  if (permission?.type !== ERC20_TRANSFER_PERMISSION) throw invalid(`This wallet grants the "${ERC20_TRANSFER_PERMISSION}" permission; "${String(permission?.type)}" is not supported`)
  const data = permission.data ?? {}
  let allowance: bigint
  try {
    allowance = BigInt(data.allowance as string)
  } catch {
    throw invalid('permission data.allowance must be an amount in the token\'s smallest unit (0x hex)')
  }
  if (allowance <= 0n) throw invalid('permission data.allowance must be more than 0')
  return {
    chainId,
    address: request.address === undefined ? undefined : address(request.address, 'address'),
    expiry,
    sessionKey: sessionKeyOf(request.signer),
    token: address(data.address, 'permission data.address (the token)'),
    recipient: address(data.to, 'permission data.to (the recipient)'),
    allowance,
    raw: { signer: request.signer, permissions, policies: Array.isArray(request.policies) ? request.policies : [] },
  }
}

const short = (a: Address) => `${a.slice(0, 6)}…${a.slice(-4)}`

/** "in 10 minutes" / "in 2 hours" / "in 3 days": how long from `now` until `expiry` (unix seconds). */
export function timeLeft(expiry: number, now: number): string {
  const minutes = Math.max(1, Math.round((expiry - now) / 60))
  const unit = (n: number, word: string) => `in ${n} ${word}${n === 1 ? '' : 's'}`
  if (minutes < 120) return unit(minutes, 'minute')
  if (minutes < 48 * 60) return unit(Math.round(minutes / 60), 'hour')
  return unit(Math.round(minutes / 1440), 'day')
}

/** The permission card: what the app may do, the limit, until when, on which chain, in plain words. */
export function describePermission(
  request: PermissionRequest,
  parameters: { app: string; networkName: string; token: { symbol: string; decimals: number }; now: number },
): ApprovalRequest {
  const { app, networkName, token, now } = parameters
  const amount = `${formatUnits(request.allowance, token.decimals)} ${token.symbol}`
  const until = new Date(request.expiry * 1000).toISOString().replace('T', ' ').slice(0, 16)
  return {
    title: 'Grant permission',
    summary: `${app} may send up to ${amount} from your account to ${short(request.recipient)} without asking you again, until ${until} UTC (${timeLeft(request.expiry, now)}).`,
    details: [
      { label: 'App', value: app },
      { label: 'May', value: `Send ${token.symbol} to ${request.recipient}` },
      { label: 'Limit', value: `${amount} in total` },
      { label: 'Until', value: `${until} UTC (${timeLeft(request.expiry, now)})` },
      { label: 'Network', value: networkName },
      { label: 'Session key', value: request.sessionKey },
    ],
  }
}

/** The permissions context the app gets: the permission contract and the permission's id, ABI-encoded. */
export function encodePermissionContext(manager: Address, id: Hex): Hex {
  return encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [manager, id])
}

export function decodePermissionContext(context: unknown): { manager: Address; id: Hex } {
  if (typeof context !== 'string' || !isHex(context)) throw invalid('permissionContext must be the 0x context wallet_grantPermissions answered')
  try {
    const [manager, id] = decodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], context)
    return { manager, id }
  } catch {
    throw invalid('permissionContext is not a context this wallet granted')
  }
}
