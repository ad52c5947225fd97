// The WalletConnect v2 dApp session, independent of the kernel: the small coordinator of its parts,
// each a file handed the one state object (session-state.ts): pairing and the proposal (pairing.ts),
// restore on load (restore.ts), the relay health check (relay-health.ts), requests and chain
// switching (requests.ts), the wallet's events (session-events.ts), disconnect (disconnect.ts) and
// its errors (errors.ts). @walletconnect/sign-client is imported dynamically, only when a connection
// starts or a stored session is restored (session-client.ts).
import { close, disconnect } from './disconnect.ts'
import { connect } from './pairing.ts'
import { health } from './relay-health.ts'
import { receiveLinkModeAnswers } from './link-mode-answers.ts'
import { connectByLink } from './link-mode-connect.ts'
import { request, switchChain } from './requests.ts'
import { restore } from './restore.ts'
import type { WalletConnectSession, WalletConnectSessionOptions } from './session-contract.ts'
import { createSessionContext, current, peer } from './session-state.ts'

export * from './session-contract.ts'
export { WalletConnectError, WalletConnectMessages } from './errors.ts'
export { EIP155_METHODS, EIP155_EVENTS, SOLANA_METHODS } from './namespaces.ts'

export function createWalletConnectSession(options: WalletConnectSessionOptions): WalletConnectSession {
  const context = createSessionContext(options)
  const { state } = context
  return {
    connect: (connectOptions) => connect(context, connectOptions),
    connectByLink: (walletLink, authentication) => connectByLink(context, walletLink, authentication),
    restore: () => restore(context),
    checkConnection: async () => void (await health(context, false)),
    request: (req) => request(context, req),
    switchChain: (chainId) => switchChain(context, chainId),
    disconnect: () => disconnect(context),
    events$: context.events$.asObservable(),
    state: () => current(state),
    accountsIn: (namespace) => (state.provisional ? (state.provisional.others?.[namespace] ?? []) : (state.session?.namespaces[namespace]?.accounts ?? [])),
    peer: () => peer(state),
    settled: () => (state.session ? { properties: { ...state.session.sessionProperties }, methods: [...(state.session.namespaces.eip155?.methods ?? [])] } : null),
    close: () => close(context),
    receiveLinkModeAnswers: () => receiveLinkModeAnswers(context),
  }
}
