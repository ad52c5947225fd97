/** `0xf39F…2266`: the start and end a visitor compares, the middle elided. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}\u2026${address.slice(-tail)}`
}
