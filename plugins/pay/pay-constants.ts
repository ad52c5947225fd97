// Pay's timing constants (none is documented for Pay: these are our choices, listed in the docs' constants table).
// Dependency-free, so the entry point can export them without loading the flow.

/** How long a payment may take from pay() to its outcome: 5 minutes (a withdrawal confirmed by hand at an exchange included). */
export const PAY_TIMEOUT_MS = 5 * 60_000

/** How often an exchange payment's status is read. */
export const EXCHANGE_STATUS_POLL_MS = 1_000

/** How long one exchanges-API request may take (the RPC timeout). */
export const EXCHANGE_REQUEST_TIMEOUT_MS = 10_000

/** How long the receipt of a payment sent from the wallet may take on the network's RPC. */
export const PAY_RECEIPT_TIMEOUT_MS = 120_000

/** The exchange popup's window features: a small window beside the page. */
export const EXCHANGE_POPUP_FEATURES = 'popup,width=480,height=720'
