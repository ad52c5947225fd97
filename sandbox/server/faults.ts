// Fault injection for tests: per route, a latency, an error status (with Retry-After), or a dropped
// connection. Set through the admin API (admin.ts); applied by the server before the route runs.
import { ApiError, isObject } from './http.ts'

export type FaultSpec = {
  // 'METHOD /path' or '/path'. In the path, `*` matches within one segment and `**` matches
  // anything: 'GET /getWallets', 'POST /e', '/v1/account/*/balance', '/v1/**', '**'.
  route: string
  /** Wait this long before answering (or dropping). */
  latencyMs?: number
  /** Answer with this status and a JSON error body instead of running the route. */
  status?: number
  /** With `status`: the Retry-After header, in seconds. */
  retryAfter?: number
  /** Destroy the connection without an answer. */
  drop?: boolean
  /** Affect only this many matching requests, then remove the fault. Default: until cleared. */
  times?: number
}

export type Fault = FaultSpec & { id: number; method: string | undefined; pattern: RegExp; hits: number }

const ALLOWED_STATUSES = (status: number) => status === 403 || status === 408 || status === 429 || (status >= 500 && status <= 599)

function compilePath(path: string): RegExp {
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`)
}

/** Validates an admin request body into a FaultSpec; a bad one is a 400 naming the field. */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (!isObject(input)) throw new ApiError(400, 'body', 'A fault is a JSON object: {route, latencyMs?, status?, retryAfter?, drop?, times?}')
  const { route, latencyMs, status, retryAfter, drop, times } = input
  if (typeof route !== 'string' || !/^([A-Z]+\s+)?(\/|\*\*)/.test(route.trim()))
    throw new ApiError(400, 'route', `route must be 'METHOD /path' or '/path' (with * and ** wildcards), got ${JSON.stringify(route)}`)
  const nonNegative = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0
  if (latencyMs !== undefined && !nonNegative(latencyMs)) throw new ApiError(400, 'latencyMs', 'latencyMs must be a non-negative integer')
  if (status !== undefined && !(typeof status === 'number' && ALLOWED_STATUSES(status)))
    throw new ApiError(400, 'status', 'status must be 403, 408, 429 or a 5xx code')
  if (retryAfter !== undefined && !nonNegative(retryAfter)) throw new ApiError(400, 'retryAfter', 'retryAfter must be a non-negative integer (seconds)')
  if (retryAfter !== undefined && status === undefined) throw new ApiError(400, 'retryAfter', 'retryAfter needs a status')
  if (drop !== undefined && typeof drop !== 'boolean') throw new ApiError(400, 'drop', 'drop must be a boolean')
  if (drop && status !== undefined) throw new ApiError(400, 'drop', 'a fault either drops the connection or answers a status, not both')
  if (times !== undefined && !(nonNegative(times) && (times as number) > 0)) throw new ApiError(400, 'times', 'times must be a positive integer')
  if (latencyMs === undefined && status === undefined && !drop) throw new ApiError(400, 'body', 'a fault needs latencyMs, status or drop')
  return { route: route.trim(), latencyMs, status, retryAfter, drop, times } as FaultSpec
}

export class FaultStore {
  private faults: Fault[] = []
  private nextId = 1

  add(spec: FaultSpec): Fault {
    const match = /^([A-Z]+)\s+(.*)$/.exec(spec.route)
    const method = match ? match[1] : undefined
    const path = match ? match[2].trim() : spec.route
    const fault: Fault = { ...spec, id: this.nextId++, method, pattern: compilePath(path), hits: 0 }
    this.faults.push(fault)
    return fault
  }

  list(): Fault[] {
    return [...this.faults]
  }

  remove(id: number): boolean {
    const before = this.faults.length
    this.faults = this.faults.filter((fault) => fault.id !== id)
    return this.faults.length !== before
  }

  clear(): void {
    this.faults = []
  }

  /** The newest fault matching the request, counted as a hit (and removed when its `times` are used up). */
  take(method: string, path: string): Fault | undefined {
    for (let i = this.faults.length - 1; i >= 0; i--) {
      const fault = this.faults[i]
      if (fault.method && fault.method !== method) continue
      if (!fault.pattern.test(path)) continue
      fault.hits++
      if (fault.times !== undefined && fault.hits >= fault.times) this.faults.splice(i, 1)
      return fault
    }
    return undefined
  }
}

/** A fault as the admin API shows it. */
export function describeFault(fault: Fault): FaultSpec & { id: number; hits: number } {
  const { id, route, latencyMs, status, retryAfter, drop, times, hits } = fault
  return { id, route, latencyMs, status, retryAfter, drop, times, hits }
}

/** Resolves after `ms` without keeping the process alive. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}
