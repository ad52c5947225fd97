// wallet_getCallsStatus over WalletConnect, as WalletConnect's UniversalProvider answers it: a
// session whose wallet names a bundler (sessionProperties `bundler_name`, through the bundler URL
// of the chain: the `bundlerUrls` option, else the Blockchain API's route; or the wallet's own
// `bundler_url`) is answered from that bundler's user-operation receipt (the bundler request),
// read as EIP-5792 status (UniversalProvider hands back the raw JSON-RPC answer); a bundler that
// fails is logged and the next way tried: the wallet, when it approved the method, else the error
// 'Fetching call status not approved by the wallet.'
import type { Logger, ResolvedOptions } from 'portico'
import type { WalletConnectSession } from './session.ts'

/** A status the session cannot answer (no bundler named, the method not approved). */
export const CALL_STATUS_NOT_APPROVED = 'Fetching call status not approved by the wallet.'

export interface CallsStatusDeps {
  session: Pick<WalletConnectSession, 'settled' | 'request'>
  /** Where each chain's bundler is; without it a `bundler_name` is not followed (only the wallet's own `bundler_url`). */
  bundler?: Pick<ResolvedOptions, 'bundlerUrls' | 'endpoints' | 'projectId'>
  fetch?: typeof fetch
  logger?: Pick<Logger, 'warn'>
}

/** The status of a wallet_sendCalls id (`params[0]`) on `chainId`. */
export function createCallsStatus(deps: CallsStatusDeps): (params: unknown, chainId: number) => Promise<unknown> {
  const { session } = deps
  return async (params, chainId) => {
    const settled = session.settled()
    const [id] = Array.isArray(params) ? (params as unknown[]) : []
    const { bundler_name: name, bundler_url: own } = settled?.properties ?? {}
    const named = name && deps.bundler ? deps.bundler : undefined
    if (typeof id === 'string' && (named || own)) {
      // the bundler client loads with the first status asked of a session that names a bundler
      const { bundlerUrl, getUserOperationReceipt, userOperationCallsStatus } = await import('../../kernel/api/bundler.ts')
      const urls = [...(named ? [bundlerUrl(named, chainId, name!)] : []), ...(own ? [own] : [])]
      for (const url of urls) {
        try {
          return userOperationCallsStatus(id, chainId, await getUserOperationReceipt(url, id, deps.fetch ?? globalThis.fetch.bind(globalThis)))
        } catch (error) {
          deps.logger?.warn(`Failed to fetch call status from the bundler at ${new URL(url).origin}`, error)
        }
      }
    }
    // a restored session still being checked is asked as usual (the request waits for the client)
    if (!settled || settled.methods.includes('wallet_getCallsStatus')) return session.request({ method: 'wallet_getCallsStatus', params })
    throw Object.assign(new Error(CALL_STATUS_NOT_APPROVED), { code: 4100 })
  }
}
