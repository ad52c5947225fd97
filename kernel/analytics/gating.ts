// Which track events may go. With the `features.analytics` option off, none: an app that turns
// analytics off can tell its users that nothing is sent. With it on, INITIALIZE, CONNECT_SUCCESS and
// SOCIAL_LOGIN_SUCCESS always go; MODAL_CREATED never; every other event only while the project's
// analytics config (GET /getAnalyticsConfig) says enabled. A failed config fetch turns those off.
// The config is fetched once per kernel, and only when an event needs it (no request at start-up).
import type { Logger } from '../logger/logger.ts'

export const ALWAYS_SENT: readonly string[] = Object.freeze(['INITIALIZE', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS'])
export const NEVER_SENT: readonly string[] = Object.freeze(['MODAL_CREATED'])

/** 'always' and 'never' are fixed; a 'consent' event goes only while the project's config says on. */
export type EventGate = 'always' | 'never' | 'consent'

/** `analytics`: the `features.analytics` option; off, every event is 'never'. */
export function gateOf(event: string, analytics: boolean): EventGate {
  if (!analytics || NEVER_SENT.includes(event)) return 'never'
  if (ALWAYS_SENT.includes(event)) return 'always'
  return 'consent'
}

/** 'pending': the option is on and the config has not answered yet. */
export type AnalyticsDecision = 'on' | 'off' | 'pending'

export interface AnalyticsSwitch {
  get(): AnalyticsDecision
  /** Fetches the config the first time it is called; later calls share the answer. Never rejects. */
  resolve(): Promise<'on' | 'off'>
}

export interface AnalyticsSwitchDeps {
  /** The `features.analytics` option. */
  enabled: boolean
  /** The explorer's getAnalyticsConfig (which itself answers "off" on failure). */
  loadConfig: () => Promise<{ isAnalyticsEnabled: boolean }>
  logger: Pick<Logger, 'debug'>
}

export function createAnalyticsSwitch(deps: AnalyticsSwitchDeps): AnalyticsSwitch {
  let decision: AnalyticsDecision = deps.enabled ? 'pending' : 'off'
  let answer: Promise<'on' | 'off'> | undefined = deps.enabled ? undefined : Promise.resolve('off')
  return {
    get: () => decision,
    resolve() {
      if (answer) return answer
      let loading: Promise<{ isAnalyticsEnabled: boolean }>
      try {
        loading = Promise.resolve(deps.loadConfig())
      } catch (error) {
        loading = Promise.reject(error)
      }
      answer = loading
        .then(
          (config) => (config?.isAnalyticsEnabled === true ? 'on' : 'off') as 'on' | 'off',
          (error: unknown) => {
            deps.logger.debug('analytics config unavailable; analytics is off', error)
            return 'off' as const
          },
        )
        .then((result) => (decision = result))
      return answer
    },
  }
}
