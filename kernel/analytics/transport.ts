// How events reach the pulse collector: `projectId`, `st` and `sv` in
// the query; bodies are JSON text sent without a Content-Type header, so browsers send text/plain
// and no CORS preflight is needed. When the page may be going away a batch goes by
// navigator.sendBeacon (fetch with keepalive where there is no beacon or it refuses the body);
// otherwise by fetch with keepalive, whose answer can be read (the analytics 403) and whose
// failure can be caught. Error telemetry goes by fetch. Nothing here throws or rejects: a failure
// is logged at debug level.
import type { FetchLike } from '../api/http.ts'
import type { Logger } from '../logger/logger.ts'

export interface PulseQuery {
  projectId: string
  st: string
  sv: string
}

/** `{pulse}{path}?projectId=…&st=…&sv=…`; a trailing slash on the base is ignored. */
export function pulseUrl(base: string, path: '/batch' | '/e', query: PulseQuery): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  url.searchParams.set('projectId', query.projectId)
  url.searchParams.set('st', query.st)
  url.searchParams.set('sv', query.sv)
  return url.toString()
}

type BeaconNavigator = Pick<Navigator, 'sendBeacon'>

export interface PulseTransportDeps {
  /** The page's navigator, read at send time; absent on a server and in Node. */
  navigator: () => Partial<BeaconNavigator> | undefined
  fetch?: FetchLike
  logger: Pick<Logger, 'debug'>
}

/** The collector's answer: an HTTP status, 'beacon' when the beacon took it (no answer to read), or 'failed'. */
export type SendResult = number | 'beacon' | 'failed'

export interface PulseTransport {
  /** A POST /batch body by fetch with keepalive; with `beacon`, by navigator.sendBeacon where the page has one. */
  sendBatch(url: string, body: string, options?: { beacon?: boolean }): Promise<SendResult>
  /** A POST /e body, by fetch. */
  post(url: string, body: string): Promise<SendResult>
}

export function createPulseTransport(deps: PulseTransportDeps): PulseTransport {
  const doFetch: FetchLike = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const debug = (message: string, context?: unknown) => {
    try {
      deps.logger.debug(message, context)
    } catch {
      // logging must not break sending
    }
  }

  async function post(url: string, body: string): Promise<SendResult> {
    try {
      const response = await doFetch(url, { method: 'POST', body, keepalive: true })
      // Drain the body so the connection can be reused; its content does not matter.
      await response.text().catch(() => undefined)
      if (!response.ok) debug(`pulse answered HTTP ${response.status}`, url)
      return response.status
    } catch (error) {
      debug('pulse request failed', error)
      return 'failed'
    }
  }

  return {
    sendBatch(url, body, options = {}) {
      if (!options.beacon) return post(url, body)
      try {
        const nav = deps.navigator()
        if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return Promise.resolve('beacon')
      } catch (error) {
        debug('sendBeacon failed; using fetch', error)
      }
      return post(url, body)
    },
    post,
  }
}
