import type { KeyboardEvent } from 'react'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * Keeps Tab inside the dialog. Radix's focus trap compares `document.activeElement`, which inside
 * a shadow root is the host, never the last button: so the dialog wraps focus itself, reading the
 * shadow root's active element.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const container = event.currentTarget
  const list = tabbables(container)
  if (list.length === 0) {
    event.preventDefault()
    return
  }
  const root = container.getRootNode() as Document | ShadowRoot
  const active = root.activeElement
  const first = list[0]!
  const last = list[list.length - 1]!
  if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/** Returns focus where it was before the modal opened (the button inside its shadow root, usually). */
export function restoreFocus(element: Element | null): void {
  if (element && element.isConnected && typeof (element as HTMLElement).focus === 'function') {
    ;(element as HTMLElement).focus({ preventScroll: true })
  }
}
