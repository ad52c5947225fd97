// What the sandbox exchange can withdraw: the native coin (ETH) and the sandbox tokens on each
// sandbox chain it is connected to, named by CAIP-19 (`eip155:1337/slip44:60`,
// `eip155:1337/erc20:0x…`) as the Pay API names them, and the destination as CAIP-10.
import { getAddress, isAddress, parseUnits, type Address } from 'viem'
import { sandboxTokens } from '../tokens/sandbox-tokens.ts'
import { EXCHANGE_NAME } from './exchange-account.ts'

export type ExchangeAsset = {
  /** CAIP-19, with the contract address checksummed. */
  caip19: string
  /** CAIP-2 of its chain. */
  network: string
  chainId: number
  symbol: string
  name: string
  decimals: number
  /** The ERC-20 contract; undefined for the native coin. */
  contract?: Address
}

/** A withdrawal request the exchange cannot take, naming the field at fault. */
export class ExchangeInputError extends Error {
  constructor(
    readonly field: 'asset' | 'amount' | 'recipient' | 'exchangeId' | 'sessionId',
    message: string,
  ) {
    super(message)
    this.name = 'ExchangeInputError'
  }
}

/** Every asset on `chains` (chain id → name), native first. */
export function exchangeAssets(chains: ReadonlyMap<number, string>): ExchangeAsset[] {
  return [...chains.keys()].flatMap((chainId) => [
    { caip19: `eip155:${chainId}/slip44:60`, network: `eip155:${chainId}`, chainId, symbol: 'ETH', name: 'Ether', decimals: 18 },
    ...sandboxTokens.map((token) => ({
      caip19: `eip155:${chainId}/erc20:${token.address}`,
      network: `eip155:${chainId}`,
      chainId,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      contract: token.address,
    })),
  ])
}

/** The asset a CAIP-19 id names (the contract compared case-insensitively); throws ExchangeInputError('asset'). */
export function findExchangeAsset(assets: readonly ExchangeAsset[], caip19: string): ExchangeAsset {
  const match = /^eip155:(\d+)\/(slip44:60|erc20:(0x[0-9a-fA-F]{40}))$/.exec(caip19.trim())
  const found = match && assets.find((a) => a.chainId === Number(match[1]) && (match[3] ? a.contract?.toLowerCase() === match[3].toLowerCase() : !a.contract))
  if (!found) throw new ExchangeInputError('asset', `The ${EXCHANGE_NAME} does not hold "${caip19}": it withdraws ${[...new Set(assets.map((a) => a.symbol))].join(', ')} on ${[...new Set(assets.map((a) => a.network))].join(', ')} (CAIP-19, e.g. ${assets[0]?.caip19 ?? 'eip155:1337/slip44:60'})`)
  return found
}

/** A CAIP-10 destination on the asset's chain; its address checksummed. Throws ExchangeInputError('recipient'). */
export function parseRecipient(asset: ExchangeAsset, caip10: string): Address {
  const match = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/.exec(caip10.trim())
  if (!match || !isAddress(match[2], { strict: false })) throw new ExchangeInputError('recipient', `"${caip10}" is not a CAIP-10 EVM address (eip155:<chain id>:0x…)`)
  if (Number(match[1]) !== asset.chainId) throw new ExchangeInputError('recipient', `The recipient is on eip155:${match[1]}, the asset on ${asset.network}: a withdrawal stays on one network`)
  return getAddress(match[2])
}

/** A positive decimal amount in whole units (e.g. "5", "0.25"), within the asset's decimals; its base units. Throws ExchangeInputError('amount'). */
export function parseAmount(asset: ExchangeAsset, amount: unknown): { text: string; baseUnits: bigint } {
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : typeof amount === 'string' ? amount.trim() : ''
  if (!/^\d+(\.\d+)?$/.test(text)) throw new ExchangeInputError('amount', `The amount must be a positive decimal number of ${asset.symbol} (e.g. "5"), got ${JSON.stringify(amount)}`)
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > asset.decimals) throw new ExchangeInputError('amount', `${asset.symbol} has ${asset.decimals} decimals; "${text}" has more`)
  const baseUnits = parseUnits(text, asset.decimals)
  if (baseUnits <= 0n) throw new ExchangeInputError('amount', 'The amount must be above zero')
  return { text, baseUnits }
}
