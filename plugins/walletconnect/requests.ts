// Requests to the wallet over the session, each after the health check, and chain switching: an
// approved chain becomes the default locally; another is asked of the wallet when it allows it.
import { WalletConnectError, WalletConnectMessages } from './errors.ts'
import { chooseTransport, useRelay, watchLinkFailure } from './link-mode.ts'
import { health, unavailable } from './relay-health.ts'
import { openWalletForRequest } from './request-link.ts'
import { restoreSettled } from './restore.ts'
import { sessionChains } from './session-accounts.ts'
import { saveHint, type SessionContext } from './session-state.ts'

export interface SessionRequest {
  method: string
  params?: unknown
  chainId?: number
  chain?: string
}

export async function request<T>(context: SessionContext, req: SessionRequest): Promise<T> {
  const c = await health(context, true)
  const { state } = context
  const send = () =>
    c.request<T>({
      topic: state.session!.topic,
      chainId: req.chain ?? `eip155:${req.chainId ?? state.chainId}`,
      request: { method: req.method, params: req.params ?? [] },
    })
  // On a phone, to a wallet that takes it: the request goes in the wallet's universal link, and this
  // tab waits for the answer another tab may receive; a link that cannot open sends it by the relay.
  const linked = await chooseTransport(context, c)
  const release = linked ? state.handover?.awaiting() : undefined
  const failure = linked ? watchLinkFailure(context) : undefined
  // by the relay: the wallet's app, opened by a link at connect, is brought forward with the request
  // (a link-mode link has opened it already)
  if (!linked && context.options.walletApp) openWalletForRequest(context.options.walletApp, req.method)
  try {
    if (!failure) return await send()
    const answered = await Promise.race([send().then((result) => ({ result })), failure.failed.then(() => undefined)])
    if (answered) return answered.result
    release?.()
    await useRelay(context, c)
    return await send()
  } catch (error) {
    // The socket looked open but the relay never took the message (a half-open connection).
    if (error instanceof Error && /failed to publish/i.test(error.message)) {
      unavailable(context, 'relay-unreachable', 'RELAY_UNREACHABLE', WalletConnectMessages.relayUnreachable, true)
    }
    throw error
  } finally {
    failure?.stop()
    release?.()
  }
}

export async function switchChain(context: SessionContext, target: number): Promise<void> {
  const { state, events$ } = context
  await restoreSettled(context)
  if (!state.session) throw new WalletConnectError('NOT_INITIALIZED', WalletConnectMessages.sessionNotInitialized)
  if (sessionChains(state.session).includes(`eip155:${target}`)) {
    // A chain the session approved becomes the default locally, without asking the wallet.
    if (state.chainId !== target) {
      state.chainId = target
      saveHint(context)
      events$.next({ type: 'chainChanged', chainId: state.chainId })
    }
    return
  }
  const methods = state.session.namespaces.eip155?.methods ?? []
  if (!methods.includes('wallet_switchEthereumChain')) throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed)
  try {
    await request(context, { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${target.toString(16)}` }] })
  } catch (error) {
    // The visitor must hear that the relay is down, not that the wallet refused.
    if (error instanceof WalletConnectError && (error.code === 'RELAY_UNREACHABLE' || error.code === 'SESSION_EXPIRED')) throw error
    throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed, error)
  }
  state.chainId = target
  saveHint(context)
  events$.next({ type: 'chainChanged', chainId: state.chainId })
}
