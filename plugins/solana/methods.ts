// The Solana list lives in the kernel (embeddedWallet() uses it too); solana() re-exports it.
export { SOLANA_UNSAFE_METHODS } from 'portico'
