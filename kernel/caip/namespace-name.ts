import type { ChainNamespace } from './caip.ts'

const NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The chain family a visitor reads for a namespace ("EVM", "Solana"); an unknown one shows as its id. */
export function namespaceName(namespace: ChainNamespace): string {
  return NAMES[namespace] ?? namespace
}
