// Pairing and the proposal: a pairing URI for the wallet to scan, replaced by a fresh one shortly
// before it expires, until the wallet approves (adopting its session, with the CACAOs of a one-click
// sign-in when one was asked) or rejects, or the visitor cancels.
import { ReplaySubject } from 'rxjs'
import { checkAuthRequest } from './authentication.ts'
import { toConnectError, WalletConnectError } from './errors.ts'
import { requestedNamespaces } from './namespaces.ts'
import { AUTH_REQUEST_TTL_S, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, type WalletConnectAccountState, type WalletConnectCacao, type WalletConnectConnection, type WalletConnectConnectOptions } from './session-contract.ts'
import { sessionClient } from './session-client.ts'
import { adopt, type SessionContext } from './session-state.ts'

export async function connect(context: SessionContext, connectOptions: WalletConnectConnectOptions = {}): Promise<WalletConnectConnection> {
  const lifetime = context.options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  const margin = context.options.pairingExpiryMarginMs ?? PAIRING_EXPIRY_MARGIN_MS
  const namespaces = requestedNamespaces(context.options.networks)
  const c = await sessionClient(context)
  const uri$ = new ReplaySubject<string>(1)
  let settled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let rejectOuter: (error: unknown) => void = () => {}
  let generation = 0

  const finish = () => {
    settled = true
    if (timer) clearTimeout(timer)
    uri$.complete()
  }

  const approval = new Promise<WalletConnectAccountState>((resolve, reject) => {
    rejectOuter = (error) => {
      if (settled) return
      finish()
      reject(error)
    }
    const pair = async () => {
      const mine = ++generation
      // ttl: the proposal's lifetime in seconds (sign-client's default for a proposal, its minimum)
      const authentication = connectOptions.authentication ? [{ ...checkAuthRequest(await connectOptions.authentication()), ttl: AUTH_REQUEST_TTL_S }] : undefined
      if (settled) return
      const { uri, approval: pending } = await c.connect({ optionalNamespaces: namespaces, ...(authentication ? { authentication } : {}) })
      if (settled) return
      if (!uri) throw new WalletConnectError('CONNECT_FAILED', 'No pairing URI')
      uri$.next(uri)
      timer = setTimeout(() => void pair().catch(rejectOuter), Math.max(0, lifetime - margin))
      pending().then(
        (s) => {
          if (settled) return
          finish()
          context.state.provisional = undefined
          const cacaos = (s as { authentication?: WalletConnectCacao[] }).authentication
          const signed = Array.isArray(cacaos) ? cacaos.map((cacao) => ({ cacao, message: c.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }) })) : []
          resolve({ ...adopt(context, s), ...(signed.length ? { authentication: signed } : {}) })
        },
        (error: unknown) => {
          // A superseded pairing's proposal may expire or fail: only the current one counts.
          if (mine !== generation) return
          rejectOuter(toConnectError(error))
        },
      )
    }
    pair().catch(rejectOuter)
  })
  return {
    uri$: uri$.asObservable(),
    approval,
    cancel: () => rejectOuter(new WalletConnectError('CONNECT_FAILED', 'Connection cancelled')),
  }
}
