// A count written for the visitor's locale ("1,234", Arabic digits in Arabic). Building the first
// Intl.NumberFormat of a page loads the locale's number data: ~20 ms on a slow phone, which an open
// must not pay in its first frame. So one formatter per locale tag is kept, and the Connect view's
// prefetch builds it while the page is idle (warmCountFormat).

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(tag: string): Intl.NumberFormat {
  let formatter = formatters.get(tag)
  if (!formatter) formatters.set(tag, (formatter = new Intl.NumberFormat(tag)))
  return formatter
}

/** `count` in the locale `tag`'s digits and grouping. */
export function formatCount(count: number, tag: string): string {
  return formatterFor(tag).format(count)
}

/** Builds the formatter for `tag` now (an idle moment), so the first count shown costs nothing. */
export function warmCountFormat(tag: string): void {
  formatterFor(tag)
}
