// Ending the session: the wallet is told (bounded, as a relay out of reach would keep the publish
// retrying), and this side forgets the session whatever the wallet heard, so it is never restored.
// close() only shuts the relay socket; the stored session stays.
import { WalletConnectError, WalletConnectMessages } from './errors.ts'
import { restoreSettled } from './restore.ts'
import { DISCONNECT_TIMEOUT_MS } from './session-contract.ts'
import { forget, type SessionContext } from './session-state.ts'

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export async function disconnect(context: SessionContext): Promise<void> {
  const { state } = context
  await restoreSettled(context).catch(() => {})
  if (!state.session || !state.clientPromise) {
    forget(context)
    return
  }
  const topic = state.session.topic
  const c = await state.clientPromise
  try {
    // Bounded: with the relay out of reach the sign-client would keep retrying the publish.
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The relay did not take the disconnect in time')), context.options.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS)
    })
    await Promise.race([c.disconnect({ topic, reason: USER_DISCONNECTED }), timeout]).finally(() => clearTimeout(timer))
  } catch (error) {
    context.logger.error('WalletConnect disconnect failed', error)
    // The wallet may not have heard it; this side forgets the session all the same, so it is never restored.
    await Promise.resolve(c.session.delete(topic, USER_DISCONNECTED)).catch(() => {})
    throw new WalletConnectError('DISCONNECT_FAILED', WalletConnectMessages.disconnectFailed, error)
  } finally {
    forget(context)
  }
}

export async function close({ state }: SessionContext): Promise<void> {
  if (!state.clientPromise) return
  const c = await state.clientPromise.catch(() => undefined)
  if (!c) return
  state.stopReopenOnReturn?.()
  state.stopLinkMode?.()
  c.core.heartbeat.stop()
  await c.core.relayer.transportClose().catch(() => {})
}
