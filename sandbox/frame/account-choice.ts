// Which of a user's EVM accounts the frame uses on a chain: the EOA (the user's key), the ERC-4337
// smart account it owns, or the key's own address as an EIP-7702 account (delegated to
// Simple7702Account), the last two where the chain has a bundler. The page says which it prefers
// (GET_USER's preferredAccountType, SET_PREFERRED_ACCOUNT); the frame keeps that per chain for the
// page's lifetime and answers with the accounts and the one in use. Browser-safe, pure.

export type AccountKind = 'eoa' | 'smartAccount' | 'eip7702'
/** The kinds that send user operations through the chain's bundler. */
export type SmartKind = Exclude<AccountKind, 'eoa'>

export type AccountChoice = {
  /** The type preferred per chain id (as the page last said); default the smart account. */
  preferred: Map<number, AccountKind>
}

export const createAccountChoice = (): AccountChoice => ({ preferred: new Map() })

/** The account types the frame knows, as the page names them. */
export const ACCOUNT_KINDS: readonly AccountKind[] = ['eoa', 'smartAccount', 'eip7702']

/** 'eoa', 'smartAccount' or 'eip7702' from the page's word; anything else is not a type. */
export function accountKind(name: string | undefined): AccountKind | undefined {
  return ACCOUNT_KINDS.find((kind) => kind === name)
}

/** The type in use on a chain: a bundler-backed type only where the chain has a bundler and it is preferred (the smart account by default). */
export function kindInUse(choice: AccountChoice, chainId: number, smartAccountOffered: boolean): AccountKind {
  return smartAccountOffered ? (choice.preferred.get(chainId) ?? 'smartAccount') : 'eoa'
}

/**
 * The GET_USER answer: the accounts (the owning EOA first, then the contract account), the one in use
 * as `address`, and whether the smart account is set up (the contract account has code; the 7702
 * account's address delegates). A 7702 account is the key's own address: ONE account is listed.
 */
export function userAnswer(
  user: { email: string | null; address: string; smartAccountAddress?: string },
  chainId: number,
  kind: AccountKind,
  smartAccountDeployed: boolean,
) {
  if (kind === 'eip7702') {
    return { email: user.email, address: user.address, chainId, accounts: [{ address: user.address, type: 'eip7702' }], preferredAccountType: 'eip7702', smartAccountDeployed }
  }
  const smart = user.smartAccountAddress
  const accounts = [{ address: user.address, type: 'eoa' }, ...(smart ? [{ address: smart, type: 'smartAccount' }] : [])]
  const inUse = kind === 'smartAccount' && smart ? smart : user.address
  return {
    email: user.email,
    address: inUse,
    chainId,
    accounts,
    preferredAccountType: kind === 'smartAccount' && smart ? 'smartAccount' : 'eoa',
    smartAccountDeployed: smart ? smartAccountDeployed : false,
  }
}
