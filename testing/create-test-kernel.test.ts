import { TOKENS, type Toast } from 'portico'
import { describe, expect, it, vi } from 'vitest'
import { createTestKernel } from './create-test-kernel.ts'

describe('createTestKernel', () => {
  it('builds an isolated kernel with test defaults', () => {
    const a = createTestKernel()
    const b = createTestKernel()
    a.get(TOKENS.modal).open()
    expect(b.get(TOKENS.modal).get().open).toBe(false)
    expect(a.options.projectId).toBe('test-project')
    expect(a.get(TOKENS.alerts).get().open).toBe(false)
  })

  it('swaps any service for a double', () => {
    const toast = { success: vi.fn(), hide: vi.fn() } as unknown as Toast
    const kernel = createTestKernel({ overrides: { toast } })
    kernel.get(TOKENS.toast).success('hi')
    expect(toast.success).toHaveBeenCalledWith('hi')
  })
})
