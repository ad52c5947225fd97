// Analytics: GET /getAnalyticsConfig and the pulse collector, POST /e
// (one event, track or error telemetry) and POST /batch (an array of track events). Events are kept in
// memory, newest last, up to a cap; the admin API reads and clears them.
import { ApiError, isObject, json, parseJson } from '../http.ts'
import { originAllowed } from '../projects.ts'
import type { ApiRoute } from '../state.ts'

/** An event as the client sends it. `timestamp`: epoch ms for track events, an ISO string for error telemetry. */
export type PulseEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number | string
  props: { type: string; event: string; [key: string]: unknown }
}

export type ReceivedEvent = {
  receivedAt: string
  /** '/e' or '/batch'. */
  endpoint: string
  projectId: string
  st: string | null
  sv: string | null
  origin: string | null
  event: PulseEvent
}

export class EventLog {
  private events: ReceivedEvent[] = []

  constructor(readonly cap: number) {}

  add(events: ReceivedEvent[]): void {
    this.events.push(...events)
    if (this.events.length > this.cap) this.events.splice(0, this.events.length - this.cap)
  }

  list(filter: { projectId?: string; type?: string; event?: string } = {}): ReceivedEvent[] {
    return this.events.filter(
      (entry) =>
        (!filter.projectId || entry.projectId === filter.projectId) &&
        (!filter.type || entry.event.props.type === filter.type) &&
        (!filter.event || entry.event.props.event === filter.event),
    )
  }

  clear(): void {
    this.events = []
  }
}

function checkEvent(value: unknown, at: string): PulseEvent {
  const fail = (field: string, what: string): never => {
    throw new ApiError(400, `${at}${field}`, `${at}${field} must be ${what}`)
  }
  if (!isObject(value)) return fail('', 'an object {eventId, url, domain, timestamp, props}')
  if (typeof value.eventId !== 'string' || !value.eventId) fail('eventId', 'a non-empty string')
  if (typeof value.url !== 'string') fail('url', 'a string')
  if (typeof value.domain !== 'string') fail('domain', 'a string')
  const { timestamp } = value
  if (!(typeof timestamp === 'number' && Number.isFinite(timestamp)) && !(typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp))))
    fail('timestamp', 'epoch milliseconds or an ISO date string')
  if (!isObject(value.props)) return fail('props', 'an object {type, event, ...}')
  if (typeof value.props.type !== 'string' || !value.props.type) fail('props.type', "a string ('track' or 'error')")
  if (typeof value.props.event !== 'string' || !value.props.event) fail('props.event', 'a non-empty string')
  return value as PulseEvent
}

function collector(endpoint: '/e' | '/batch'): ApiRoute {
  return {
    method: 'POST',
    path: endpoint,
    // Error telemetry names the project `project`; track events `projectId`.
    project: { from: 'query', aliases: ['project'] },
    async handle({ request, query, projectId, state, text }) {
      const origin = request.headers.origin ?? null
      const project = state.projects.find((p) => p.id === projectId)!
      if (origin && !originAllowed(origin, project.allowedOrigins))
        throw new ApiError(403, 'origin', `Invalid App Configuration: origin ${origin} is not allowed for project ${projectId}`)
      // sendBeacon and fetch without a content type send text/plain: parse the text whatever the type.
      const body = parseJson(await text())
      const items = Array.isArray(body) ? body.map((item, i) => checkEvent(item, `[${i}].`)) : [checkEvent(body, '')]
      const receivedAt = new Date().toISOString()
      const st = query.get('st') ?? query.get('sdkType')
      const sv = query.get('sv') ?? query.get('sdkVersion')
      state.analytics.add(items.map((event) => ({ receivedAt, endpoint, projectId, st, sv, origin, event })))
      return json({ accepted: items.length })
    },
  }
}

export const analyticsRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/getAnalyticsConfig',
    // Only known projects get this far (the server answers 403 to others).
    handle: () => json({ isAnalyticsEnabled: true }),
  },
  collector('/e'),
  collector('/batch'),
]
