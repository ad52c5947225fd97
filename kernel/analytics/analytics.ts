// The analytics service contract: track events batched to the pulse
// collector, and rate-limited error telemetry. Every method is safe to call at any time: analytics
// never throws into the app, and after `dispose` it does nothing.

/** Error telemetry categories. */
export type ErrorCategory = 'API_ERROR' | 'DATA_PARSING_ERROR' | 'SECURE_SITE_ERROR' | 'INTERNAL_SDK_ERROR'

/** The track events the kernel sends today; any other name is allowed. */
export type AnalyticsEventName =
  | 'INITIALIZE'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_CONNECTION'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | (string & {})

export type AnalyticsProperties = Readonly<Record<string, unknown>>

export interface TrackOptions {
  /** The event's own address; by default the active account's. */
  address?: string
}

export interface Analytics {
  /**
   * Queues a track event (`props.type: 'track'`). Nothing while the `features.analytics` option is
   * off. With it on, INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS are always queued,
   * MODAL_CREATED never, and the others only while the project's analytics config says enabled.
   */
  track(event: AnalyticsEventName, properties?: AnalyticsProperties, options?: TrackOptions): void
  /** Sends error telemetry (`POST {pulse}/e`) at once, at most 5 per rolling minute. */
  reportError(category: ErrorCategory, error: unknown): void
  /** Sends every queued event now (waiting for the analytics config when an event needs it). Never rejects. */
  flush(): Promise<void>
  /** Stops the timer and the page listeners, and sends what is queued. */
  dispose(): void
}
