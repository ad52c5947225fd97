import type { ChainNamespace } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { RecentWallet } from '../storage/keys.ts'
import type { AccountState } from './account-state.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { ConnectRun } from './connect-run.ts'

/**
 * Closing the modal while a wallet is asked (a WalletConnect QR, an extension's prompt) leaves the
 * request with the wallet: a phone that scanned the code still shows it, the dApp cannot withdraw
 * it, and a person who approves there expects to be connected (AppKit does the same). So the
 * account reads disconnected at once, a late approval still connects, picking the same wallet
 * again picks the request up (the same QR), another wallet gives it up, and without an answer it
 * is given up after this long (a WalletConnect proposal lives 5 min), its connect() rejecting with
 * 'Request was aborted'.
 */
export const LEFT_CONNECT_TIMEOUT_MS = 5 * 60_000

/** A connect the visitor left by closing the modal, still waiting on the wallet. */
export interface LeftConnect {
  connectorId: string
  namespace: ChainNamespace | undefined
  /** The same wallet picked again: shown as pending again; settles with the first connect. */
  resume(wallet?: RecentWallet): Promise<AccountState>
  giveUp(): void
}

/** Where the one left connect is kept: a newer connect resumes or gives it up. */
export interface LeftSlot {
  left?: LeftConnect
}

/** A run's watch on the modal: `isLeft` while its request waits with the wallet, `settle` when the run ended. */
export interface LeaveWatch {
  isLeft(): boolean
  settle(): void
}

/**
 * Leaves `run` with the wallet when the modal it was started in closes: its sides' accounts read
 * as before, the attempt clears, and it waits in `slot` for LEFT_CONNECT_TIMEOUT_MS (or the
 * service's `leftConnectTimeoutMs`). A connect the app started with the modal closed is not watched.
 */
export function leaveWhenClosed(
  ctx: ConnectionContext,
  run: ConnectRun,
  o: { namespace: ChainNamespace | undefined; sides: readonly ChainNamespace[]; slot: LeftSlot; result: () => Promise<AccountState> },
): LeaveWatch {
  const { accounts, deps } = ctx
  const before = new Map(o.sides.map((ns) => [ns, accounts.account(ns).status === 'connected' ? ('connected' as const) : ('disconnected' as const)]))
  let isLeft = false
  let giveUpTimer: ReturnType<typeof setTimeout> | undefined
  const record: LeftConnect = {
    connectorId: run.connectorId,
    namespace: o.namespace,
    resume(picked) {
      isLeft = false
      clearTimeout(giveUpTimer)
      if (picked) run.wallet = picked
      run.show()
      const asking = run.current().asking
      if (asking && accounts.account(asking).status !== 'connected') accounts.patch(asking, { status: 'connecting' })
      return o.result()
    },
    giveUp: () => run.cancel(),
  }
  const leave = () => {
    if (isLeft || run.isCancelled()) return
    isLeft = true
    run.hide()
    for (const [ns, status] of before) if (accounts.account(ns).status === 'connecting') accounts.patch(ns, { status })
    o.slot.left = record
    giveUpTimer = setTimeout(() => {
      const reason = new PorticoError('ABORTED', 'Request was aborted', { details: `${run.connectorId} did not answer after the modal closed` })
      if (o.slot.left === record) o.slot.left = undefined
      run.cancel(reason)
    }, deps.leftConnectTimeoutMs ?? LEFT_CONNECT_TIMEOUT_MS)
  }
  const modal = deps.modal()
  const closing = modal.get().open ? modal.closed$.subscribe(leave) : undefined
  return {
    isLeft: () => isLeft,
    settle() {
      closing?.unsubscribe()
      clearTimeout(giveUpTimer)
      if (o.slot.left === record) o.slot.left = undefined
    },
  }
}
