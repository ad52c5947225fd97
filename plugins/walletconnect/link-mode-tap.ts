// The tap on a listed wallet that takes link mode (its listing names a link-mode universal link), on
// a phone, in a dApp with link mode and one-click sign-in: the connection is an authenticated
// session asked in the wallet's universal link (link-mode-connect.ts), opened as soon as it is made,
// inside the tap's user activation. The pairing made ahead of the tap stays beside it: its URI is
// what Copy link copies, and a wallet that answers it instead (Try again fell back to it, or the
// link could not open) connects as before. The first to answer wins; the other is cancelled.
import { EMPTY } from 'rxjs'
import type { ExplorerWallet } from 'portico'
import type { WalletConnectAuthRequest } from './authentication.ts'
import { linkModeLinkOf } from './app-links.ts'
import type { LinkModeConnection, WalletConnectConnection, WalletConnectSession } from './session-contract.ts'

export interface LinkModeTapOptions {
  session: Pick<WalletConnectSession, 'connectByLink' | 'state'>
  /** Whether the dApp takes link mode on this page (its metadata says so, and this is a phone). */
  applies(): boolean
  /** Opens a link-mode link now; false when it cannot open here. */
  open(url: string): boolean
  /** The wallet's link-mode link could not open: its ordinary app link (the pairing URI) is opened instead. */
  fallback(wallet: Partial<ExplorerWallet>): void
  logger: Pick<Console, 'warn'>
}

export interface LinkModeTap {
  /**
   * In the tap on `wallet`: starts its link-mode connection (the sign-in `authentication` asks for)
   * and opens its link once made; the wallet's link, or undefined when link mode does not apply to
   * it (the caller opens its ordinary app link). A second tap on the same wallet reopens the same
   * link; after its link could not open, the wallet is left to its ordinary app link.
   */
  open(wallet: Partial<ExplorerWallet>, authentication: (() => Promise<WalletConnectAuthRequest>) | undefined): string | undefined
  /** The link-mode connection the last tap started, handed over once and only to the connect that follows the tap (undefined when its link did not open). */
  take(now?: number): Promise<LinkModeConnection | undefined> | undefined
}

/** The connect a tap starts follows it at once (the view it pushes asks); an older tap's connection is not handed to a later connect. */
export const TAP_CONNECT_MS = 10_000

export function createLinkModeTap(options: LinkModeTapOptions): LinkModeTap {
  // wallets whose link-mode link could not open on this page
  const failed = new Set<string | undefined>()
  let last: { walletId: string | undefined; pending: Promise<LinkModeConnection | undefined>; taken: boolean; at: number } | undefined

  return {
    open(wallet, authentication) {
      const walletLink = linkModeLinkOf(wallet)
      if (!walletLink || !authentication || !options.applies() || options.session.state() || failed.has(wallet.id)) return undefined
      if (last && last.walletId === wallet.id) {
        const again = last.pending
        void again.then((connection) => connection && options.open(connection.url))
        return walletLink
      }
      const pending = options.session.connectByLink(walletLink, authentication).then(
        (connection) => {
          if (options.open(connection.url)) return connection
          connection.cancel()
          connection.approval.catch(() => {})
          failed.add(wallet.id)
          options.fallback(wallet)
          return undefined
        },
        (error: unknown) => {
          options.logger.warn('WalletConnect: the link-mode connection could not be made; connecting by the relay', error)
          return undefined
        },
      )
      const entry = { walletId: wallet.id, pending, taken: false, at: Date.now() }
      last = entry
      // a link that did not open, or a link-mode connection that ended (answered, refused,
      // cancelled): the next tap makes a new one
      const forget = () => {
        if (last === entry) last = undefined
      }
      void pending.then((connection) => (connection ? connection.approval.then(forget, forget) : forget()))
      return walletLink
    },
    take(now = Date.now()) {
      if (!last || last.taken || now - last.at > TAP_CONNECT_MS) return undefined
      last.taken = true
      return last.pending
    },
  }
}

/**
 * One connection of the link-mode one and the pairing made ahead (when there is one): the first
 * approval wins and the other is cancelled; the pairing's URI is the connection's.
 */
export function alongside(linked: LinkModeConnection, pairing: WalletConnectConnection | undefined): WalletConnectConnection {
  const cancel = () => {
    linked.cancel()
    pairing?.cancel()
  }
  const approval = pairing ? Promise.race([linked.approval, pairing.approval]) : linked.approval
  void approval.then(cancel, cancel)
  return { uri$: pairing?.uri$ ?? EMPTY, approval, cancel }
}
