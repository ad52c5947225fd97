// SPEC §6: the Solana methods the embedded wallet runs only after the visitor approves them in the
// frame. SPEC lists no safe Solana method.
export const EMBEDDED_SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const
