// What the wallet tells the session after it settled: accounts and chain changes, session updates
// and extensions, and its end (deleted or expired). Only the current session's topic counts.
import { readCaipAccount } from 'portico'
import { accountsOf, chainOf } from './session-accounts.ts'
import { drop, saveHint, type SessionContext } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

export function listenToWallet(context: SessionContext, c: Client): void {
  const { state, events$ } = context
  c.on('session_event', ({ topic, params }) => {
    if (state.session?.topic !== topic) return
    const { name, data } = params.event
    if (name === 'accountsChanged' && Array.isArray(data)) {
      // CAIP-10 ids or bare addresses (read as an eip155 account's address part), as wallets send
      // either; anything malformed is dropped, and a list of nothing but malformed ones is ignored
      const accounts = (data as unknown[])
        .map((a) => readCaipAccount(typeof a === 'string' && !a.includes(':') ? `eip155:0:${a}` : a))
        .filter((a) => a?.namespace === 'eip155')
        .map((a) => a!.address)
      if (accounts.length > 0 || data.length === 0) events$.next({ type: 'accountsChanged', accounts })
    } else if (name === 'chainChanged') {
      state.chainId = chainOf(data as number | string)
      saveHint(context)
      events$.next({ type: 'chainChanged', chainId: state.chainId })
    }
  })
  c.on('session_update', ({ topic, params }) => {
    if (state.session?.topic !== topic) return
    state.session = { ...state.session, namespaces: params.namespaces }
    saveHint(context)
    events$.next({ type: 'accountsChanged', accounts: accountsOf(state.session, state.chainId) })
  })
  c.on('session_extend', ({ topic }) => {
    if (state.session?.topic !== topic) return
    state.session = c.session.get(topic)
    saveHint(context)
  })
  c.on('session_delete', ({ topic }) => drop(context, topic))
  c.on('session_expire', ({ topic }) => drop(context, topic))
}
