// The sandbox exchange's own accounts: the test customer's account at the exchange (its ledger
// balances, shown on the withdrawal page) and the exchange's hot wallet that sends withdrawals on
// the sandbox chains. Fixed and public, for local use only. Browser-safe: constants only.

/** The exchange's display name and the id the Pay API lists it under. */
export const EXCHANGE_NAME = 'Sandbox Exchange'
export const EXCHANGE_ID = 'sandbox-exchange'

/** The test customer who is always "logged in" at the sandbox exchange. */
export const EXCHANGE_CUSTOMER = 'sam@exchange.sandbox.test'

/**
 * The customer's starting balances at the exchange (whole units, by symbol): what a withdrawal may
 * take. A withdrawal above the balance is refused before it is sent.
 */
export const EXCHANGE_CUSTOMER_BALANCES: Readonly<Record<string, string>> = { ETH: '100', sUSDC: '10000', sDAI: '10000' }

/**
 * The hot wallet (every sandbox chain): private key keccak256("portico sandbox exchange"). Funded
 * at deployment with EXCHANGE_TOKEN_FUNDING of each sandbox token (sandbox/tokens/deploy.ts) and,
 * when the exchange starts, with EXCHANGE_ETH through anvil_setBalance. Never a dev account, so the
 * tests' balances and nonces are untouched by withdrawals.
 */
export const EXCHANGE_HOT_WALLET = {
  address: '0xf0242bcc15A646af701C527ad8dE2Cbb9E40FCdf',
  privateKey: '0x0983a3c9d2d0068a12a838ee001e9d6c0b7c3e30e616c876380815e44c122db2',
} as const

/** Whole tokens of each sandbox token (sUSDC, sDAI) minted to the hot wallet at deployment. */
export const EXCHANGE_TOKEN_FUNDING = 1_000_000

/** Ether the hot wallet holds on each anvil chain (set at start), in whole ETH. */
export const EXCHANGE_ETH = 1_000_000
