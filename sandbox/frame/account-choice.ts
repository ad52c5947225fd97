// Which of a user's two EVM accounts the frame uses on a chain: the EOA (the user's
// key) or the ERC-4337 smart account it owns, where the chain has a bundler. The page says which it
// prefers (GET_USER's preferredAccountType, SET_PREFERRED_ACCOUNT); the frame keeps that per chain
// for the page's lifetime and answers with both accounts and the one in use. Browser-safe, pure.

export type AccountKind = 'eoa' | 'smartAccount'

export type AccountChoice = {
  /** The type preferred per chain id (as the page last said); default the smart account. */
  preferred: Map<number, AccountKind>
}

export const createAccountChoice = (): AccountChoice => ({ preferred: new Map() })

/** 'smartAccount' or 'eoa' from the page's word; anything else is not a type. */
export function accountKind(name: string | undefined): AccountKind | undefined {
  return name === 'smartAccount' || name === 'eoa' ? name : undefined
}

/** The type in use on a chain: the smart account only where there is one and it is preferred (by default it is). */
export function kindInUse(choice: AccountChoice, chainId: number, smartAccountOffered: boolean): AccountKind {
  return smartAccountOffered && (choice.preferred.get(chainId) ?? 'smartAccount') === 'smartAccount' ? 'smartAccount' : 'eoa'
}

/** The GET_USER answer: both accounts (the owning EOA first), the one in use as `address`, and whether the smart account has code. */
export function userAnswer(
  user: { email: string | null; address: string; smartAccountAddress?: string },
  chainId: number,
  kind: AccountKind,
  smartAccountDeployed: boolean,
) {
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
