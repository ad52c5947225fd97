// AppKit's event shape, as `subscribeEvents` and `useAppKitEvents` hand it to an app: when it
// happened and what it was. The names and their properties are AppKit's (SELECT_WALLET,
// CONNECT_SUCCESS, SWITCH_NETWORK, SOCIAL_LOGIN_SUCCESS, ...); the analytics collector receives the
// same events.

export interface AppKitEventData {
  /** AppKit's events are all 'track' events. */
  type: 'track'
  /** The event's name, e.g. 'MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'. */
  event: string
  /** The account the event is about: its own when it names one, else the active account's. */
  address?: string
  properties?: Readonly<Record<string, unknown>>
}

export interface AppKitEvent {
  /** Milliseconds since the epoch, when the event happened. */
  timestamp: number
  data: AppKitEventData
}

/**
 * What `getEvent()` and `useAppKitEvents()` answer before anything happened, as AppKit does: the
 * modal was created. The analytics collector never receives it.
 */
export function modalCreatedEvent(timestamp: number): AppKitEvent {
  return { timestamp, data: { type: 'track', event: 'MODAL_CREATED' } }
}
