// The Solana wallet methods an embedded wallet runs only after the visitor approves them.
// No Solana method is safe (every one signs). One list for every plugin on Solana (solana(), embeddedWallet()).
export const SOLANA_UNSAFE_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const
