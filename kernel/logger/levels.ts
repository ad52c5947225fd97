/** Log levels; default is error. */
export const LOG_LEVELS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity } as const
export type LogLevelName = keyof typeof LOG_LEVELS
export const DEFAULT_LOG_LEVEL: LogLevelName = 'error'
/** Log buffer size. */
export const LOG_BUFFER_BYTES = 1_024_000
