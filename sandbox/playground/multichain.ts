// `?multichain` composes solana() and the sandbox Solana cluster beside the EVM chains. Opt-in: with
// it the Sandbox Wallet's merged entry asks both of its sides at connect (two prompts), which the
// EVM-only end-to-end specs of this same page do not expect. `npm start` prints both addresses.
export const playgroundMultichain: boolean = typeof location !== 'undefined' && new URLSearchParams(location.search).has('multichain')
