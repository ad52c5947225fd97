import type { Toast } from '../../kernel/index.ts'

/**
 * Writes `text` to the clipboard and says so in a toast: '<What> copied', or 'Could not copy the
 * <what>' when the page may not write it (no permission, an insecure origin).
 */
export async function copyToClipboard(
  toast: Pick<Toast, 'success' | 'error'>,
  text: string,
  what: string,
  /** The two texts in the modal's locale (default the English ones above). */
  said: { copied: string; failed: string } = { copied: `${what[0]!.toUpperCase()}${what.slice(1)} copied`, failed: `Could not copy the ${what}` },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(said.copied)
  } catch {
    toast.error(said.failed)
  }
}
