// The visitor signs in: a message for the active account, the wallet's signature through the
// connection, the session stored (a backend verifies it). On failure the state carries the error the
// view shows, and it resolves false.
import { isUserRejection, messageOf, parseCaipAddress, PorticoError, type SiwxMessageData, type SiwxSession } from 'portico'
import { activeAccount, eventProperties, isSmartAccount, type SiwxContext } from './flow-context.ts'

const dataOf = (message: SiwxMessageData & { toString(): string }): SiwxMessageData => {
  // The message's own toString is not data: a session must survive JSON.
  const { toString: _text, ...data } = message
  return data
}

export async function sign(context: SiwxContext): Promise<boolean> {
  const { deps, run, state } = context
  const { config, connection, router, toast, analytics, logger } = deps
  const set = (next: Parameters<typeof state.next>[0]) => state.next(next)
  const account = activeAccount(context)
  const fail = (message: string, error?: unknown) => {
    if (error !== undefined) logger.warn(`SIWX: sign-in failed: ${messageOf(error)}`, error)
    set({ status: account.caipAddress && config ? 'signed-out' : 'idle', caipAddress: account.caipAddress, error: message })
    analytics.track('SIWX_AUTH_ERROR', { ...eventProperties(context), message })
    return false
  }
  if (!config) return fail('SIWX is not enabled')
  if (account.status !== 'connected' || !account.caipAddress) return fail('No ActiveCaipAddress found')
  let parsed: ReturnType<typeof parseCaipAddress>
  try {
    parsed = parseCaipAddress(account.caipAddress)
  } catch {
    return fail('Invalid CAIP Address')
  }
  const caip = account.caipAddress
  const mine = run.generation
  analytics.track('CLICK_SIGN_SIWX_MESSAGE', eventProperties(context))
  set({ status: 'signing', caipAddress: caip })
  let authenticating = false
  try {
    const message = await config.createMessage({ accountAddress: parsed.address, chainId: `${parsed.namespace}:${parsed.chainId}` })
    const text = message.toString()
    const signature = await connection.signMessage(text, parsed.namespace)
    set({ status: 'authenticating', caipAddress: caip })
    authenticating = true
    toast.loading(deps.authenticatingText?.() ?? 'Authenticating...')
    const session: SiwxSession = { data: dataOf(message), message: text, signature }
    await config.addSession(session)
    toast.hide()
    set({ status: 'signed-in', caipAddress: caip, session })
    analytics.track('SIWX_AUTH_SUCCESS', eventProperties(context))
    // Closes or returns as the prompt's transaction says, if this sign-in was asked for.
    if (run.prompted === mine && router.currentTransaction()) router.transactionSucceeded()
    return true
  } catch (error) {
    if (authenticating) toast.hide()
    const declined = isUserRejection(error) || (error instanceof PorticoError && error.code === 'USER_REJECTED')
    const message = isSmartAccount(account)
      ? 'This application might not support Smart Accounts'
      : declined
        ? 'Signature declined'
        : messageOf(error)
    return fail(message, error)
  }
}
