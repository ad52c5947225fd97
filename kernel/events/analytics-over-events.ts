// The analytics the kernel and the plugins call (`TOKENS.analytics`) raises an event on the
// kernel's stream; the collector's sender is one reader of that stream, the app's listeners others.
// So every event an app hears is the one analytics sends (when analytics may send it), and no
// event reaches the collector that the app could not have heard.
import type { Subscription } from 'rxjs'
import type { Analytics } from '../analytics/analytics.ts'
import type { EventsService } from './events-service.ts'

export interface AnalyticsOverEvents {
  /** What `TOKENS.analytics` is: `track` raises the event, the rest is the sender's. */
  analytics: Analytics
  /** The sender's subscription to the stream; unsubscribe before disposing the sender. */
  subscription: Subscription
}

export function analyticsOverEvents(sender: Analytics, events: Pick<EventsService, 'emit' | 'events$'>): AnalyticsOverEvents {
  const subscription = events.events$.subscribe(({ data }) => {
    // The sender never throws, but a replaced one (a test's double) might: the stream carries on.
    try {
      sender.track(data.event, data.properties, data.address !== undefined ? { address: data.address } : {})
    } catch {
      // nothing to do: the app's listeners still hear the event
    }
  })
  return {
    analytics: {
      track: (event, properties, options) => events.emit(event, properties, options),
      reportError: (category, error) => sender.reportError(category, error),
      flush: () => sender.flush(),
      dispose: () => sender.dispose(),
    },
    subscription,
  }
}
