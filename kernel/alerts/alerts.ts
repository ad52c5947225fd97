import type { Observable } from 'rxjs'
import type { Logger } from '../logger/logger.ts'
import { createStore } from '../state/store.ts'

export interface AlertDefinition {
  shortMessage: string
  longMessage: string
  variant: 'error' | 'warning'
  /** Shown at most once per modal instance. */
  once: boolean
}

/** Alerts. The short messages are the documented texts ('project id not configured', ...); the long ones tell the developer what to do. */
export const ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'project id not configured',
    longMessage: 'Pass a projectId to createAppKit; the wallet list, balances and WalletConnect need it.',
    variant: 'error',
    once: true,
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This page origin is not on the project\u2019s allowed origins list.',
    variant: 'error',
    once: true,
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network error: iframe_load_failed',
    longMessage: 'The secure login frame did not load; email and social login are unavailable.',
    variant: 'error',
    once: false,
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Network error: iframe_request_timeout',
    longMessage: 'The secure login frame did not answer in time.',
    variant: 'error',
    once: false,
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified domain',
    longMessage: 'The wallet could not verify this domain.',
    variant: 'warning',
    once: true,
  },
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network not found',
    longMessage: 'The requested network is not one of the networks this app is configured with.',
    variant: 'error',
    once: false,
  },
} as const satisfies Record<string, AlertDefinition>

export type AlertCode = keyof typeof ALERTS

export interface AlertState {
  open: boolean
  code?: AlertCode
  message: string
  details: string
  variant: 'error' | 'warning'
}

export interface Alerts {
  readonly state$: Observable<AlertState>
  get(): AlertState
  /** Returns false when a show-once alert was already shown. */
  show(code: AlertCode): boolean
  dismiss(): void
}

export function createAlerts(logger: Logger): Alerts {
  const store = createStore<AlertState>({ open: false, message: '', details: '', variant: 'error' })
  const shown = new Set<AlertCode>()
  return {
    state$: store.state$,
    get: store.get,
    show(code) {
      const alert: AlertDefinition = ALERTS[code]
      if (alert.once && shown.has(code)) return false
      shown.add(code)
      logger.error(`${alert.shortMessage}: ${alert.longMessage}`)
      store.set({ open: true, code, message: alert.shortMessage, details: alert.longMessage, variant: alert.variant })
      return true
    },
    dismiss() {
      store.update((s) => ({ ...s, open: false }))
    },
  }
}
