// Reading the signed-in user from the frame (GET_USER): on a login (carrying the sign-in when one is
// configured), a restore, a chain switch; and again after a smart account's first transaction,
// which deploys it.
import type { AdapterSession, FrameUser } from 'portico'
import { accountsOf, chainNumber, preferredAccountType, usesBundler } from './account-type.ts'
import type { EmbeddedAdapterContext } from './adapter-context.ts'
import { rememberLogin } from './login-cache.ts'
import { adoptLoginSignIn, loginSignInRequest } from './login-sign-in.ts'
import { createFrameProvider } from './provider.ts'

/** `signIn`: a login (not a restore or a chain switch), which carries the sign-in when one is configured. */
export async function readUser(context: EmbeddedAdapterContext, onChain: string | number, signIn = false): Promise<AdapterSession> {
  const { deps, logger, state } = context
  const { frame, storage } = deps
  // the frame is told the visitor's preferred account type and answers which it uses
  const asking = { chainId: chainNumber(onChain), preferredAccountType: preferredAccountType(storage, onChain, deps.defaultAccountType?.()) }
  const config = signIn ? deps.signIn?.() : undefined
  const asked = await loginSignInRequest(config, asking.chainId, logger)
  let user: FrameUser
  try {
    user = await frame.request('GET_USER', asked ? { ...asking, siwxMessage: asked } : asking)
  } catch (error) {
    if (!asked) throw error
    // the frame refused the sign-in (its reason logged): the login goes on, the sign-in step follows
    logger.warn('Embedded wallet: the frame did not sign in with the login; asking to sign in separately', error)
    user = await frame.request('GET_USER', asking)
  }
  state.address = user.address
  state.chainId = chainNumber(user.chainId)
  const accounts = accountsOf(user)
  state.allAccounts = accounts.allAccounts
  // one provider per session: a page holding it keeps working when the account in use changes
  state.provider ??= createFrameProvider(frame, () => state.address)
  rememberLogin(storage, { email: user.email, chainId: user.chainId })
  const userName = storage.get('socialUsername')
  const socialProvider = storage.get('socialProvider')
  // before the connect resolves, so the sign-in step finds the session and asks nothing
  await adoptLoginSignIn(config, asked, user, logger)
  return {
    accounts: [user.address],
    chainId: state.chainId,
    user: { email: user.email ?? null, ...(userName ? { userName } : {}) },
    ...(socialProvider ? { socialProvider } : {}),
    preferredAccountType: accounts.type,
    smartAccountDeployed: (state.deployed = user.smartAccountDeployed ?? false),
    allAccounts: state.allAccounts,
  }
}

/** A smart account's first transaction deploys it: read the frame's word again and report it. */
export async function refreshDeployment({ deps: { frame, storage, defaultAccountType }, state, events }: EmbeddedAdapterContext): Promise<void> {
  const inUse = state.allAccounts.find((a) => a.address.toLowerCase() === state.address?.toLowerCase())
  // the contract account gets its code, the 7702 account its delegation, with its first operation
  if (!usesBundler(inUse?.type) || state.deployed || state.chainId === undefined) return
  try {
    const user = await frame.request('GET_USER', { chainId: state.chainId, preferredAccountType: preferredAccountType(storage, state.chainId, defaultAccountType?.()) })
    state.deployed = user.smartAccountDeployed ?? false
    if (state.deployed) events.next({ type: 'accountInfoChanged', info: { smartAccountDeployed: true } })
  } catch {
    // the transaction went through; the Account view says 'Not yet' until the next read
  }
}
