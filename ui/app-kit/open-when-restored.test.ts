import { describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { whenRestored } from './open-when-restored.ts'

function kernelRestoring() {
  let settle!: (ok: boolean) => void
  const restored = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('restore failed')))))
  const kernel = { get: (token: unknown) => (token === TOKENS.connection ? { restored } : undefined) } as unknown as Kernel
  return { kernel, settle }
}

describe('whenRestored', () => {
  it('shows at once when a view was asked for', () => {
    const show = vi.fn()
    whenRestored(kernelRestoring().kernel, 'Networks', show)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('with no view, waits for the stored connections to be checked, and shows even when that check fails', async () => {
    for (const ok of [true, false]) {
      const { kernel, settle } = kernelRestoring()
      const show = vi.fn()
      whenRestored(kernel, undefined, show)
      await Promise.resolve()
      expect(show).not.toHaveBeenCalled()
      settle(ok)
      await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1))
    }
  })
})
