// Restore on load: the stored session's account is shown at once from its marker (no network, no
// client code); the client then loads, finds the session in its store and adopts it, and asks the
// wallet in the background whether it still has it. A session gone meanwhile ends with `disconnect`.
import { ensureSubscribed } from './ensure-subscribed.ts'
import { WalletConnectError, WalletConnectMessages } from './errors.ts'
import { openedByAnswer } from './link-mode-answers.ts'
import type { WalletConnectAccountState } from './session-contract.ts'
import { sessionClient } from './session-client.ts'
import { isFullHint, parseHint, type StoredHint } from './session-hint.ts'
import { adopt, current, drop, forget, sleep, type SessionContext } from './session-state.ts'
import type { Client, Session } from './sign-client-types.ts'

function storedSessions(c: Client): Session[] {
  return c.session.getAll().filter((s) => s.namespaces.eip155 && s.expiry * 1000 > Date.now())
}

/** Loads the client, finds the stored session and adopts it; then asks the wallet, in the background, whether it still has it. */
async function verify(context: SessionContext, expected: StoredHint | { topic: string } | null): Promise<void> {
  const { state } = context
  const shownAtStart = state.provisional
  const c = await sessionClient(context)
  // Meanwhile the visitor disconnected or connected anew: that state stands.
  if (state.provisional !== shownAtStart || (!shownAtStart && state.session)) return
  const all = storedSessions(c)
  const stored = expected ? all.find((s) => s.topic === expected.topic) : all.at(-1)
  if (!stored) {
    if (expected) drop(context, expected.topic)
    else forget(context)
    return
  }
  const shown = state.provisional
  state.provisional = undefined
  const adopted = adopt(context, stored, shown?.chainId)
  if (shown && adopted.accounts.join() !== shown.accounts.join()) context.events$.next({ type: 'accountsChanged', accounts: adopted.accounts })
  void confirmWithWallet(context, c, stored.topic)
}

// A session the wallet deleted while we were away: its delete waits in the relay mailbox and
// arrives (session_delete → drop) once the client resubscribes. The ping nudges the wallet; if
// the session is gone from the store afterwards, drop it too.
async function confirmWithWallet(context: SessionContext, c: Client, topic: string): Promise<void> {
  const wait = context.options.restoreCheckMs ?? 3000
  await ensureSubscribed(c, topic, wait, context.logger)
  // A page the wallet opened with its link-mode answer on this session: the wallet has just answered
  // on it, so it is not asked again. Its answer to a ping would reach the dApp's other tabs too (one
  // sign-client storage, one topic), whose clients did not send the ping and log it as an error.
  if (openedByAnswer(context, topic)) return
  await Promise.race([c.ping({ topic }).catch(() => {}), sleep(wait)])
  if (!storedSessions(c).some((s) => s.topic === topic)) drop(context, topic)
}

/** Background verification of the shown account; a failure (e.g. the client's code did not load) is retried by the next call. */
function startVerify(context: SessionContext, hint: StoredHint): Promise<void> {
  const { state } = context
  const attempt = verify(context, hint)
  state.verified = attempt
  attempt.catch((error: unknown) => {
    context.logger.error('WalletConnect session restore failed', error)
    if (state.verified === attempt) state.verified = undefined
  })
  return attempt
}

/** Waits for the background verification of a restored account (retrying one that failed). */
export async function restoreSettled(context: SessionContext): Promise<void> {
  const { state } = context
  if (!state.provisional) return
  await (state.verified ?? startVerify(context, state.provisional))
}

export async function restore(context: SessionContext): Promise<WalletConnectAccountState | null> {
  const { state, hints, hintKey } = context
  if (state.session || state.provisional) return current(state)
  const hint = hints ? parseHint(hints.getItem(hintKey)) : null
  if (hints && !hint) return null
  if (hint && isFullHint(hint)) {
    if (hint.expiry * 1000 <= Date.now()) {
      hints?.removeItem(hintKey)
      return null
    }
    // Show the stored account now; the network and the client's code come after.
    state.provisional = hint
    startVerify(context, hint)
    return current(state)
  }
  state.verified = verify(context, hint)
  await state.verified
  return current(state)
}

/** The client, once a restored session has been found; throws when there is no session. */
export async function connectedClient(context: SessionContext): Promise<{ client: Client; session: Session }> {
  const { state } = context
  await restoreSettled(context)
  if (!state.session || !state.clientPromise) throw new WalletConnectError('NOT_CONNECTED', WalletConnectMessages.notConnected)
  return { client: await state.clientPromise, session: state.session }
}
