// The accounts the sandbox bundlers pay gas from (alto's executor and utility wallets): neither one of
// anvil's dev accounts (whose nonces the e2e tests rely on) nor another sandbox deployer. Given ETH
// with anvil_setBalance when a bundler starts.

/** keccak256("portico sandbox bundler executor"): sends the bundles (handleOps). */
export const BUNDLER_EXECUTOR_KEY = '0x0b97e7e7314b9dc9460280b89f3c852b6fe2328fb52189a271b97701778751ef'
/** keccak256("portico sandbox bundler utility"): deploys alto's simulation contracts at start. */
export const BUNDLER_UTILITY_KEY = '0x245a9697bb5772f758b5c26d9aa9cbb1bbaca35498555012f005d7addd6f5813'
