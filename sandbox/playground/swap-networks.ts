// `?swapNetworks=<ids>` (comma-separated CAIP-2 ids or chain ids, e.g. `?swapNetworks=eip155:8453`):
// the list swap() is composed with, in place of the 12 and both sandbox chains, so a sandbox
// chain can be a network without swaps (the Account view offers no Swap there, and Swap opened
// directly says 'Network not supported for Gas Price or Swaps'). swap() checks the ids.
export function playgroundSwapNetworks(search: string, defaults: readonly string[]): (string | number)[] {
  const asked = new URLSearchParams(search).get('swapNetworks')
  if (asked === null) return [...defaults]
  return asked
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => (/^\d+$/.test(id) ? Number(id) : id))
}
