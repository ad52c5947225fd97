import { PorticoError } from '../errors/portico-error.ts'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, LOG_LEVELS, type LogLevelName } from './levels.ts'

export interface LogEntry {
  level: Exclude<LogLevelName, 'silent'>
  time: number
  message: string
  context?: unknown
}

export interface Logger {
  readonly level: LogLevelName
  fatal(message: string, context?: unknown): void
  error(message: string, context?: unknown): void
  warn(message: string, context?: unknown): void
  info(message: string, context?: unknown): void
  debug(message: string, context?: unknown): void
  trace(message: string, context?: unknown): void
  /** The ring buffer, oldest first: what support asks for when something went wrong. */
  entries(): LogEntry[]
}

export interface LoggerOptions {
  level?: LogLevelName
  bufferBytes?: number
  console?: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>
  now?: () => number
}

const encoder = new TextEncoder()

function serialize(entry: LogEntry): string {
  try {
    return JSON.stringify(entry, (_k, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Error ? { name: v.name, message: v.message } : v))
  } catch {
    return JSON.stringify({ ...entry, context: '[unserializable]' })
  }
}

/** Every entry goes to the ring buffer; entries at or above `level` also go to the console. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? DEFAULT_LOG_LEVEL
  const capacity = options.bufferBytes ?? LOG_BUFFER_BYTES
  const out = options.console ?? globalThis.console
  const now = options.now ?? Date.now
  const buffer: { entry: LogEntry; bytes: number }[] = []
  let used = 0

  function log(entryLevel: LogEntry['level'], message: string, context?: unknown) {
    const entry: LogEntry = { level: entryLevel, time: now(), message, ...(context === undefined ? {} : { context }) }
    const bytes = encoder.encode(serialize(entry)).byteLength
    if (bytes > capacity) {
      throw new PorticoError('LOG_ENTRY_TOO_LARGE', `Log entry of ${bytes} bytes exceeds the log buffer of ${capacity} bytes`)
    }
    while (used + bytes > capacity) used -= buffer.shift()!.bytes
    buffer.push({ entry, bytes })
    used += bytes
    if (LOG_LEVELS[entryLevel] >= LOG_LEVELS[level]) {
      const sink = entryLevel === 'fatal' || entryLevel === 'error' ? out.error : entryLevel === 'warn' ? out.warn : entryLevel === 'info' ? out.info : out.debug
      if (context === undefined) sink.call(out, `[portico] ${message}`)
      else sink.call(out, `[portico] ${message}`, context)
    }
  }

  return {
    level,
    fatal: (m, c) => log('fatal', m, c),
    error: (m, c) => log('error', m, c),
    warn: (m, c) => log('warn', m, c),
    info: (m, c) => log('info', m, c),
    debug: (m, c) => log('debug', m, c),
    trace: (m, c) => log('trace', m, c),
    entries: () => buffer.map((b) => b.entry),
  }
}
