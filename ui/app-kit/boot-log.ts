// What an instance prints to the console by itself, at the configured log level: errors (through the
// kernel's logger once it exists) and, once per message, warnings about options it ignores.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevelName } from '../../kernel/logger/levels.ts'
import { TOKENS } from '../../kernel/tokens.ts'

/** `[logError, warnOnce]` of one instance. */
export function createBootLog(logLevel: LogLevelName | undefined, kernel: () => Kernel | undefined) {
  /** Errors before the kernel (and its logger) exist, at the configured log level. */
  const logError = (message: string, error: unknown) => {
    const logger = kernel()?.get(TOKENS.logger)
    if (logger) logger.error(message, error)
    else if (LOG_LEVELS[logLevel ?? DEFAULT_LOG_LEVEL] <= LOG_LEVELS.error) console.error(`[portico] ${message}`, error)
  }

  /**
   * A console warning, once per message per instance: an option the app passed that Portico ignores.
   * Shown at the default log level (a mistake in the app's set-up, not noise); an app that sets
   * `logLevel` above warn hides it.
   */
  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    if (logLevel === undefined || LOG_LEVELS[logLevel] <= LOG_LEVELS.warn) console.warn(`[portico] ${message}`)
  }
  return [logError, warnOnce] as const
}
