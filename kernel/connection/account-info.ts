// What a wallet reports of its account beyond the addresses (AdapterAccountInfo: an embedded
// wallet's user, social provider and account types), as a patch of the account state.
import type { AdapterAccountInfo } from '../adapter/chain-adapter.ts'
import type { AccountState } from './account-state.ts'

/** The account-state fields a session starts without: a previous session's info must not outlive it. */
export const NO_ACCOUNT_INFO: Partial<AccountState> = Object.freeze({
  user: undefined,
  socialProvider: undefined,
  preferredAccountType: undefined,
  smartAccountDeployed: undefined,
})

/** Each field the wallet reported, copied; an absent one is left out so the state keeps its value. */
export function accountInfoPatch(info: AdapterAccountInfo): Partial<AccountState> {
  const patch: Partial<AccountState> = {}
  if (info.user !== undefined) patch.user = { ...info.user }
  if (info.socialProvider !== undefined) patch.socialProvider = info.socialProvider
  if (info.preferredAccountType !== undefined) patch.preferredAccountType = info.preferredAccountType
  if (info.smartAccountDeployed !== undefined) patch.smartAccountDeployed = info.smartAccountDeployed
  if (info.allAccounts !== undefined) patch.allAccounts = info.allAccounts.map((a) => ({ address: a.address, type: a.type }))
  return patch
}
