/** The universal-link-shaped path on the wallet server's origin where the Sandbox Mobile Wallet plays its installed app: it receives `?uri=wc:…` and link-mode envelopes (sandbox/wallet/server.ts). */
export const SANDBOX_APP_LINK_PATH = '/mobile/wc'
