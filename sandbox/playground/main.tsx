// The playground dApp: what an integrator writes. createAppKit at module level, hooks without a
// provider, the buttons, and a message signed through the wallet's own provider.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineNetwork } from 'portico'
import { evm } from 'portico/plugins/evm'
import { walletConnect } from 'portico/plugins/walletconnect'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { swap, SWAP_NETWORKS } from 'portico/plugins/swap'
import { onramp } from 'portico/plugins/onramp'
import { pay } from 'portico/plugins/pay'
import { history } from 'portico/plugins/history'
import { names } from 'portico/plugins/names'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { defineSolanaNetwork, solana } from 'portico/plugins/solana'
import { createAppKit } from 'portico/react'
import { App } from './App.tsx'
import { signInPlugins } from './sign-in.ts'
import { sandboxEndpoints, sandboxNetworks, sandboxPaymasterUrl, sandboxProjectId, sandboxRelayUrl, sandboxSolanaNetwork, sandboxSolanaRpcUrls } from './sandbox-config.ts'
import { playgroundMultichain } from './multichain.ts'
import { playgroundSwapNetworks } from './swap-networks.ts'
import { connectChoices, connectOptions } from './connect-options.ts'
import { accountTypeChoice, accountTypeOptions } from './account-type.ts'

/** `?socialRedirect`: social logins leave for the consent page and come back, instead of a popup. */
const playgroundSocialRedirect = new URLSearchParams(location.search).has('socialRedirect')
/** `?locale=<tag>` (e.g. `?locale=ar`): the modal's language from the first frame; the page's select switches it at run time. */
const playgroundLocale = new URLSearchParams(location.search).get('locale') ?? undefined
/** `?embedded=off`: without embeddedWallet() (no email or social logins), as an app that does not compose it. */
const playgroundEmbedded = new URLSearchParams(location.search).get('embedded') !== 'off'
/** `?sponsor`: `embeddedWallet({ paymasterUrls })` with the sandbox paymaster on every chain: the smart account's gas is the app's, Send and Swap included. */
const playgroundSponsor = new URLSearchParams(location.search).has('sponsor')
/** `?analytics=off`: `features.analytics: false`, as an app that promises its visitors nothing is sent. */
const playgroundAnalytics = new URLSearchParams(location.search).get('analytics') !== 'off'
/** `?multiWallet`: `features.multiWallet: true`, several wallets connected at once (the Connected wallets panel). */
const playgroundMultiWallet = new URLSearchParams(location.search).has('multiWallet')
/** `?prefetch=off`: `prefetch: false`, the modal's code loads on intent or at the first open, not once the page is interactive (the Connect view options panel's checkbox). */
const playgroundPrefetch = new URLSearchParams(location.search).get('prefetch') !== 'off'

/**
 * `?linkMode`: `metadata.redirect` names the playground's universal link (its own address) with
 * `linkMode: true`: on a phone, WalletConnect requests to a wallet that supports link mode go in
 * the wallet's link (the Connect view options panel's checkbox). A page opened with a wallet's
 * link-mode answer (`?wc_ev=`) is a link-mode page too.
 */
const playgroundLinkMode = ['linkMode', 'wc_ev'].some((key) => new URLSearchParams(location.search).has(key))

/** The Connect view's options from the URL (?legal, ?collapse, ?allWallets, ?methods); the page's Connect view options panel sets them. */
const playgroundConnect = connectOptions(connectChoices(location.search), location.origin)

const networks = sandboxNetworks.map((n) =>
  defineNetwork({
    id: n.id,
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: n.rpcUrls } },
    testnet: n.testnet,
  }),
)

// With ?multichain: the sandbox Solana cluster and solana() beside the EVM chains.
// Its two RPC URLs in order, as an EVM network lists them.
const sandboxSolana = defineSolanaNetwork(sandboxSolanaNetwork)
const solanaNetworks = playgroundMultichain ? [{ ...sandboxSolana, rpcUrls: { default: { ...sandboxSolana.rpcUrls.default, http: sandboxSolanaRpcUrls } } }] : []

const appKit = createAppKit({
  projectId: sandboxProjectId,
  networks: [...networks, ...solanaNetworks],
  metadata: {
    name: 'Portico Playground',
    description: 'The Portico sandbox dApp',
    url: location.origin,
    icons: [],
    ...(playgroundLinkMode ? { redirect: { universal: `${location.origin}/`, linkMode: true } } : {}),
  },
  plugins: [evm(), walletConnect({ relayUrl: sandboxRelayUrl, offline: true }), onramp({ providerName: 'Sandbox On-ramp' }), receive(), send(), swap({ networks: playgroundSwapNetworks(location.search, [...SWAP_NETWORKS, ...networks.map((n) => n.caipNetworkId)]), providerFee: 0.3 }), history(), names(), ...(playgroundEmbedded ? [embeddedWallet({ socialLogin: playgroundSocialRedirect ? 'redirect' : 'popup', ...(playgroundSponsor ? { paymasterUrls: Object.fromEntries(sandboxNetworks.map((n) => [n.id, sandboxPaymasterUrl])) } : {}) })] : []), ...(playgroundMultichain ? [solana()] : []), ...signInPlugins(networks), pay()],
  // Pay is off by default; the playground's Pay controls call pay(); smartSessions: the Account view's Permissions
  ...playgroundConnect,
  features: { pay: true, analytics: playgroundAnalytics, smartSessions: true, multiWallet: playgroundMultiWallet, ...playgroundConnect.features },
  endpoints: sandboxEndpoints,
  locale: playgroundLocale,
  prefetch: playgroundPrefetch,
  // ?accountType=eoa|eip7702: the embedded wallet's type for a new visitor (the Account type panel)
  ...accountTypeOptions(accountTypeChoice(location.search)),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App appKit={appKit} multiWallet={playgroundMultiWallet} />
  </StrictMode>,
)
