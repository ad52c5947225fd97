// Pages on a network's block explorer (the app's network definition names its base URL).
import type { Network } from './network.ts'

const page = (network: Network | undefined, path: string) => {
  const base = network?.blockExplorers?.default.url
  return base ? `${base.replace(/\/$/, '')}/${path}` : undefined
}

/** The address's page on the network's block explorer, or undefined when it names none. */
export const explorerAddressUrl = (network: Network | undefined, address: string): string | undefined => page(network, `address/${address}`)

/** The transaction's page on the network's block explorer, or undefined when it names none. */
export const explorerTransactionUrl = (network: Network | undefined, hash: string): string | undefined => (hash ? page(network, `tx/${hash}`) : undefined)
