// The embedded wallet's account types. The visitor's preferred type is kept per
// chain ("a preferred type per chain"; storage `preferredAccountTypes` under the chain's
// CAIP-2 id, 'eip155:1337', beside AppKit's namespace key 'eip155', read when a chain has none),
// else the app's `defaultAccountTypes.eip155`, else smartAccount on EVM; the frame is told it and
// answers which account it uses. 'smartAccount' and 'eip7702' (the key's own address upgraded by
// EIP-7702) both send user operations through the chain's bundler. A chain the
// frame lists no smart accounts for (GET_SMART_ACCOUNT_ENABLED_NETWORKS) uses the EOA and offers no switch.
import { evmChainNumber, type AccountType, type AuthFrame, type FrameUser, type Storage } from 'portico'

/** The default account type on EVM chains. */
export const DEFAULT_EVM_ACCOUNT_TYPE: AccountType = 'smartAccount'

/** An EVM chain id as a number (`1`, `'1'`, `'eip155:1'`). */
export const chainNumber = (chainId: string | number) => evmChainNumber(chainId)

const chainKey = (chainId: string | number) => `eip155:${chainNumber(chainId)}`

const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount', 'eip7702']

/** The app's `defaultAccountTypes.eip155` when it is one of the EVM types, else the default (an unknown name is warned about). */
export function appDefaultAccountType(option: { eip155?: unknown } | undefined, warn?: (message: string) => void): AccountType {
  const named = option?.eip155
  if (named === undefined) return DEFAULT_EVM_ACCOUNT_TYPE
  if (ACCOUNT_TYPES.includes(named as AccountType)) return named as AccountType
  warn?.(`defaultAccountTypes.eip155 "${String(named)}" is not an account type (eoa, smartAccount or eip7702); using ${DEFAULT_EVM_ACCOUNT_TYPE}`)
  return DEFAULT_EVM_ACCOUNT_TYPE
}

/** The type the visitor prefers on this EVM chain (chosen there, else for the namespace, else the app's default). */
export function preferredAccountType(storage: Storage, chainId: string | number, fallback: AccountType = DEFAULT_EVM_ACCOUNT_TYPE): AccountType {
  const stored = storage.get('preferredAccountTypes')
  return stored?.[chainKey(chainId)] ?? stored?.eip155 ?? fallback
}

/** Whether the type sends user operations through a bundler (the contract account, the 7702 account). */
export const usesBundler = (type: AccountType | undefined): boolean => type === 'smartAccount' || type === 'eip7702'

/** Keeps the visitor's choice for this chain only (another chain keeps its own, or the default). */
export function rememberPreferredAccountType(storage: Storage, chainId: string | number, type: AccountType): void {
  storage.set('preferredAccountTypes', { ...storage.get('preferredAccountTypes'), [chainKey(chainId)]: type })
}

/** Whether the frame offers smart accounts on this EVM chain. */
export function smartAccountsOn(frame: Pick<AuthFrame, 'get'>, chainId: string | number): boolean {
  return frame.get().smartAccountEnabledNetworks.includes(chainNumber(chainId))
}

/** A type name from the frame as ours: anything but 'smartAccount' or 'eip7702' is the EOA. */
export const asAccountType = (name: string | undefined): AccountType => (name === 'smartAccount' || name === 'eip7702' ? name : 'eoa')

/**
 * The user's accounts with their types and the type of the one in use: the frame's list when it
 * sends one, else its one address with the type it says it uses (a frame without smart accounts: 'eoa').
 */
export function accountsOf(user: Pick<FrameUser, 'address' | 'accounts' | 'preferredAccountType'>): {
  type: AccountType
  allAccounts: { address: string; type: AccountType }[]
} {
  const listed = (user.accounts ?? []).map((a) => ({ address: a.address, type: asAccountType(a.type) }))
  const own = listed.find((a) => a.address.toLowerCase() === user.address.toLowerCase())
  const type = own?.type ?? asAccountType(user.preferredAccountType)
  return { type, allAccounts: own ? listed : [{ address: user.address, type }, ...listed] }
}
