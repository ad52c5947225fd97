// The elements the pulse collector takes: a track event (epoch-ms
// timestamp, one element of a POST /batch array) and an error telemetry event (ISO timestamp, the
// body of POST /e). Both carry the page's URL and host name as they are when the event happens.
import { messageOf } from '../errors/portico-error.ts'
import type { AnalyticsProperties, ErrorCategory } from './analytics.ts'

export interface PageInfo {
  /** `location.href`. */
  url: string
  /** `location.hostname`. */
  domain: string
}

export interface PulseTrackEvent {
  eventId: string
  url: string
  domain: string
  /** Epoch milliseconds. */
  timestamp: number
  props: {
    type: 'track'
    event: string
    address?: string
    /** The event's properties plus the active network's `caipNetworkId`. */
    properties: Record<string, unknown>
  }
}

export interface PulseErrorEvent {
  eventId: string
  url: string
  domain: string
  /** An ISO date string (unlike track events). */
  timestamp: string
  props: {
    type: 'error'
    event: ErrorCategory
    errorType: string
    errorMessage: string
    stackTrace: string
  }
}

/** The page as the collector sees it; undefined when there is no page (server rendering). */
export function pageOf(win: Window | undefined): PageInfo | undefined {
  const location = win?.location as Partial<Location> | undefined
  if (!location) return undefined
  const url = typeof location.href === 'string' && location.href ? location.href : typeof location.origin === 'string' ? location.origin : ''
  if (!url) return undefined
  let domain = typeof location.hostname === 'string' ? location.hostname : ''
  if (!domain) {
    try {
      domain = new URL(url).hostname
    } catch {
      domain = ''
    }
  }
  return { url, domain }
}

export interface TrackEventInput {
  eventId: string
  page: PageInfo
  time: number
  event: string
  properties?: AnalyticsProperties
  address?: string
  caipNetworkId?: string
}

export function trackEvent(input: TrackEventInput): PulseTrackEvent {
  const properties: Record<string, unknown> = { ...input.properties }
  if (input.caipNetworkId !== undefined) properties.caipNetworkId = input.caipNetworkId
  return {
    eventId: input.eventId,
    url: input.page.url,
    domain: input.page.domain,
    timestamp: input.time,
    props: {
      type: 'track',
      event: input.event,
      ...(input.address ? { address: input.address } : {}),
      properties,
    },
  }
}

export interface ErrorEventInput {
  eventId: string
  page: PageInfo
  time: number
  category: ErrorCategory
  error: unknown
}

export function errorEvent(input: ErrorEventInput): PulseErrorEvent {
  const { error } = input
  const name = error instanceof Error ? error.name : typeof (error as { name?: unknown } | null)?.name === 'string' ? (error as { name: string }).name : ''
  const stack = error instanceof Error ? error.stack : (error as { stack?: unknown } | null)?.stack
  return {
    eventId: input.eventId,
    url: input.page.url,
    domain: input.page.domain,
    timestamp: new Date(input.time).toISOString(),
    props: {
      type: 'error',
      event: input.category,
      errorType: name || 'Error',
      errorMessage: messageOf(error),
      stackTrace: typeof stack === 'string' ? stack : '',
    },
  }
}
