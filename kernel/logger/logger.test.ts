import { describe, expect, it, vi } from 'vitest'
import { LOG_BUFFER_BYTES, LOG_LEVELS } from './levels.ts'
import { createLogger } from './logger.ts'

const quiet = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() })

describe('logger', () => {
  it('uses the levels fatal 60 to trace 10, a 1,024,000-byte buffer and level error by default', () => {
    expect(LOG_LEVELS).toMatchObject({ fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 })
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(createLogger({ console: quiet() }).level).toBe('error')
  })

  it('prints only at or above its level, but buffers everything', () => {
    const out = quiet()
    const logger = createLogger({ console: out, level: 'warn' })
    logger.debug('d')
    logger.warn('w')
    logger.fatal('f')
    expect(out.debug).not.toHaveBeenCalled()
    expect(out.warn).toHaveBeenCalledWith('[portico] w')
    expect(out.error).toHaveBeenCalledWith('[portico] f')
    expect(logger.entries().map((e) => e.message)).toEqual(['d', 'w', 'f'])
  })

  it('drops the oldest entries when the ring buffer is full', () => {
    const logger = createLogger({ console: quiet(), bufferBytes: 200, now: () => 0 })
    for (let i = 0; i < 10; i++) logger.info(`message ${i}`)
    const kept = logger.entries().map((e) => e.message)
    expect(kept.length).toBeLessThan(10)
    expect(kept.at(-1)).toBe('message 9')
    expect(kept[0]).not.toBe('message 0')
  })

  it('throws when one entry is bigger than the buffer', () => {
    const logger = createLogger({ console: quiet(), bufferBytes: 100 })
    expect(() => logger.error('x'.repeat(200))).toThrow(/exceeds the log buffer of 100 bytes/)
  })

  it('serializes bigints and errors in context', () => {
    const logger = createLogger({ console: quiet(), bufferBytes: 1000 })
    expect(() => logger.error('e', { value: 1n, error: new Error('boom') })).not.toThrow()
  })
})
