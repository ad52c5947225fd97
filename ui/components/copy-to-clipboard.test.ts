// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyToClipboard } from './copy-to-clipboard.ts'

afterEach(() => vi.restoreAllMocks())

const toastSpy = () => ({ success: vi.fn(), error: vi.fn() })

describe('copyToClipboard', () => {
  it('writes the text and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const toast = toastSpy()
    await copyToClipboard(toast, '0xabc', 'address')
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(toast.success).toHaveBeenCalledWith('Address copied')
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('says when the page may not write to the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true })
    const toast = toastSpy()
    await copyToClipboard(toast, 'wc:x', 'link')
    expect(toast.error).toHaveBeenCalledWith('Could not copy the link')
    expect(toast.success).not.toHaveBeenCalled()
  })
})
