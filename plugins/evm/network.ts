// A viem chain (`viem/chains`) as a Portico network, so dApps reuse the chain objects they already have.
import { defineNetwork, type Network } from 'portico'
import type { Chain } from 'viem'

/** `fromViemChain(mainnet)` → the eip155:1 network. Only the type comes from viem: nothing loads. */
export function fromViemChain(chain: Chain): Network {
  const explorer = chain.blockExplorers?.default
  return defineNetwork({
    id: chain.id,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { ...chain.rpcUrls.default } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet !== undefined ? { testnet: chain.testnet } : {}),
  })
}
