// wagmi beside Portico (the README's "wagmi" section, server-rendered): Portico's modal is wagmi's one
// connector, and wagmi keeps its state in cookies as Portico does, so the server renders what the
// browser's first render shows (for a returning visitor: wagmi 'reconnecting' with the stored
// account, Portico 'connecting'); then both restore in the browser.
import type { AppKit } from 'portico/react'
import { porticoConnector } from 'portico/wagmi'
import { cookieStorage, createConfig, createStorage, http } from 'wagmi'
import { chains } from './sandbox'

/** One config per AppKit instance: on the server one per request, in the browser one per page load. */
export function createWagmiConfig(appKit: AppKit) {
  return createConfig({
    chains,
    // the modal picks the wallet: wagmi's own EIP-6963 discovery stays off
    connectors: [porticoConnector(appKit)],
    multiInjectedProviderDiscovery: false,
    // wagmi reads its cookie in the browser once hydrated; the server starts from `initialState`
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    transports: { [chains[0].id]: http(), [chains[1].id]: http() },
  })
}
