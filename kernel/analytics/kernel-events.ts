// What the kernel itself tells analytics (and so the app's event listeners): INITIALIZE at
// start-up, the connection service's events (CONNECT_SUCCESS, CONNECT_ERROR, DISCONNECT_SUCCESS,
// DISCONNECT_ERROR: a failed disconnect is logged and an error event sent; SWITCH_CONNECTION: another
// connected wallet became the active one), the modal opening and
// closing, and every change of the active network (SWITCH_NETWORK), each with the properties the
// kernel knows. Plugins and views track their own events through TOKENS.analytics.
import { distinctUntilChanged, map, skip, Subscription } from 'rxjs'
import { parseCaipAddress } from '../caip/caip.ts'
import type { ConnectionEvent, ConnectionService } from '../connection/connection-service.ts'
import type { ConnectorsService } from '../connectors/connectors-service.ts'
import type { Modal } from '../modal/modal.ts'
import type { NetworkService } from '../network/network-service.ts'
import type { Router } from '../router/router.ts'
import type { Analytics } from './analytics.ts'
import { initializeProperties, type InitializeOptions } from './initialize-properties.ts'

export interface KernelEventsDeps {
  analytics: Pick<Analytics, 'track'>
  options: InitializeOptions
  connection: Pick<ConnectionService, 'events$' | 'account'>
  modal: Pick<Modal, 'state$'>
  network: Pick<NetworkService, 'get' | 'state$'>
  connectors: Pick<ConnectorsService, 'find'>
  router: () => Pick<Router, 'get'>
  isMobile: () => boolean
}

/** CONNECT_SUCCESS `method`: how the visitor connected. */
export function connectMethod(connectorType: string | undefined, isMobile: boolean): 'qrcode' | 'mobile' | 'browser' | 'email' {
  if (connectorType === 'WALLET_CONNECT') return isMobile ? 'mobile' : 'qrcode'
  if (connectorType === 'AUTH') return 'email'
  return 'browser'
}

/** Starts tracking; unsubscribe the result to stop. */
export function trackKernelEvents(deps: KernelEventsDeps): Subscription {
  const { analytics, connection } = deps
  const subscription = new Subscription()
  analytics.track('INITIALIZE', initializeProperties(deps.options))

  const connected = () => connection.account(deps.network.get().activeNamespace).status === 'connected'
  // Read while the event is emitted: a failed disconnect still has its account then. A disconnect
  // names the account of the connection it ended (a held one is not the namespace's account).
  const addressOf = (event: ConnectionEvent) =>
    'caipAddress' in event && event.caipAddress ? parseCaipAddress(event.caipAddress).address : connection.account(event.namespace).address

  function onConnection(event: ConnectionEvent) {
    switch (event.type) {
      case 'CONNECT_SUCCESS': {
        const connector = deps.connectors.find(event.connectorId)
        const type = connector?.connectors?.find((c) => c.id === event.connectorId)?.type ?? connector?.type
        analytics.track(
          'CONNECT_SUCCESS',
          {
            method: connectMethod(type, deps.isMobile()),
            // The wallet itself (e.g. WalletConnect's peer), else the connector that reached it.
            name: connection.account(event.namespace).connectedWalletInfo?.name ?? connector?.name ?? event.connectorId,
            view: deps.router().get().view,
          },
          { address: addressOf(event) },
        )
        return
      }
      case 'CONNECT_ERROR':
        // a connect the visitor declined in the wallet is USER_REJECTED, a failure CONNECT_ERROR, as AppKit names them
        analytics.track(event.rejected ? 'USER_REJECTED' : 'CONNECT_ERROR', { message: event.message })
        return
      case 'DISCONNECT_SUCCESS':
        analytics.track('DISCONNECT_SUCCESS', { namespace: event.namespace }, { address: addressOf(event) })
        return
      case 'DISCONNECT_ERROR':
        analytics.track('DISCONNECT_ERROR', { message: event.message }, { address: addressOf(event) })
        return
      case 'SWITCH_CONNECTION': {
        const name = connection.account(event.namespace).connectedWalletInfo?.name ?? deps.connectors.find(event.connectorId)?.name ?? event.connectorId
        analytics.track('SWITCH_CONNECTION', { namespace: event.namespace, name }, { address: event.address })
        return
      }
    }
  }

  subscription.add(
    connection.events$.subscribe({
      next: (event) => {
        try {
          onConnection(event)
        } catch {
          // analytics never breaks the connection service's subscribers
        }
      },
    }),
  )
  subscription.add(
    deps.modal.state$
      .pipe(
        map((state) => state.open),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe((open) => {
        try {
          analytics.track(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: connected() })
        } catch {
          // as above
        }
      }),
  )
  // AppKit sends SWITCH_NETWORK from its networks list only; here a switch the app asked for, or the
  // wallet made, is one too: the app hears every change of the active network, once.
  subscription.add(
    deps.network.state$
      .pipe(
        map((state) => state.activeNetwork.caipNetworkId),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe((caipNetworkId) => {
        try {
          analytics.track('SWITCH_NETWORK', { network: caipNetworkId })
        } catch {
          // as above
        }
      }),
  )
  return subscription
}
