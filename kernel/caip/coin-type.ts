// ENSIP-11 coin types of EVM chains: how a name's addresses are keyed per chain (the names plugin
// registers under one, the send plugin resolves a name with one).
import { PorticoError } from '../errors/portico-error.ts'

/** An EVM chain id must be below 2^31 to become a coin type. */
const MAX_EVM_CHAIN_ID = 2 ** 31
/** SLIP-44's coin type of Ether: ENSIP-11 keeps it for Ethereum mainnet. */
export const ETHEREUM_COIN_TYPE = 60

/** 60 for Ethereum mainnet, `0x80000000 | chainId` for every other EVM chain; 'Chain is not supported' outside 1 to 2^31 - 1. */
export function evmCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= MAX_EVM_CHAIN_ID) {
    throw new PorticoError('INVALID_CHAIN_ID', 'Chain is not supported', { details: `chain id ${chainId} cannot become a coin type (it must be from 1 to 2^31 - 1)` })
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (0x80000000 | chainId) >>> 0
}
