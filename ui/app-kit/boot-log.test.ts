import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { createBootLog } from './boot-log.ts'

afterEach(() => vi.restoreAllMocks())

describe('createBootLog', () => {
  it('warns once per message, at the default level and at warn, never above it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [, warnOnce] = createBootLog(undefined, () => undefined)
    warnOnce('option "x" is ignored')
    warnOnce('option "x" is ignored')
    warnOnce('option "y" is ignored')
    expect(warn.mock.calls).toEqual([['[portico] option "x" is ignored'], ['[portico] option "y" is ignored']])
    createBootLog('error', () => undefined)[1]('hidden')
    expect(warn).toHaveBeenCalledTimes(2)
    createBootLog('warn', () => undefined)[1]('shown')
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it("logs errors to the console before the kernel exists (unless the level is above error), then through the kernel's logger", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let kernel: Kernel | undefined
    const [logError] = createBootLog(undefined, () => kernel)
    const failure = new Error('chunk failed')
    logError('the modal did not load', failure)
    expect(error).toHaveBeenCalledWith('[portico] the modal did not load', failure)
    createBootLog('silent', () => undefined)[0]('quiet', failure)
    expect(error).toHaveBeenCalledTimes(1)
    const logger = { error: vi.fn() }
    kernel = { get: (token: unknown) => (token === TOKENS.logger ? logger : undefined) } as unknown as Kernel
    logError('later', failure)
    expect(logger.error).toHaveBeenCalledWith('later', failure)
    expect(error).toHaveBeenCalledTimes(1)
  })
})
