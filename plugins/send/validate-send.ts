// The send rules and their error texts: which families can send, what a receiver may be, what a send
// needs before the wallet is asked.
import { PorticoError, type ChainNamespace } from 'portico'

/** Sending works on the EVM and Solana families only. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export const AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
export const TOKEN_REQUIRED = 'A token is required'
export const UNSUPPORTED_CHAIN = 'Unsupported chain'

/** 40 hex digits, optional 0x prefix. */
const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/
/** 32 to 44 base58 characters (no 0, O, I, l). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** A name in a zone (`alice.reown.id`): letters, digits and hyphens, dot-separated (names are EVM-only). */
const NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i

export type Receiver = { kind: 'address'; address: string } | { kind: 'name'; name: string } | { kind: 'invalid'; error: string }

/** What the receiver field holds: an address of the family (an EVM one gets its 0x), a name to resolve, or why it is neither. */
export function readReceiver(input: string, namespace: ChainNamespace): Receiver {
  const text = input.trim()
  if (namespace === 'eip155') {
    if (EVM_ADDRESS.test(text)) return { kind: 'address', address: text.startsWith('0x') ? text : `0x${text}` }
    if (/^0x/i.test(text)) return { kind: 'invalid', error: 'Invalid address: an EVM address is 0x and 40 hex digits' }
    if (NAME.test(text)) return { kind: 'name', name: text.toLowerCase() }
    return { kind: 'invalid', error: 'Enter an EVM address (0x and 40 hex digits) or a name like alice.reown.id' }
  }
  if (namespace === 'solana') {
    if (SOLANA_ADDRESS.test(text)) return { kind: 'address', address: text }
    return { kind: 'invalid', error: 'Invalid address: a Solana address is 32 to 44 base58 characters' }
  }
  return { kind: 'invalid', error: UNSUPPORTED_CHAIN }
}

/** The family can send, then amount and receiver, then a token. Throws a PorticoError with the rule's text ('A token is required', ...). */
export function assertSendable(input: { namespace: ChainNamespace; amount?: string; receiver?: string; token?: unknown }): void {
  if (!SEND_NAMESPACES.includes(input.namespace)) {
    throw new PorticoError('UNSUPPORTED_CHAIN', UNSUPPORTED_CHAIN, { details: `sending is not supported on ${input.namespace}` })
  }
  if (!input.amount?.trim() || !input.receiver?.trim()) throw new PorticoError('INVALID_SEND', AMOUNT_AND_RECEIVER_REQUIRED)
  if (input.token === undefined || input.token === null) throw new PorticoError('INVALID_SEND', TOKEN_REQUIRED)
}

/** "send calls": 'to' starts with 0x, 'data' if present starts with 0x. */
export function assertEvmCall(call: { to: string; data?: string }): void {
  if (!call.to.startsWith('0x')) throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'to' must start with 0x", { details: `got ${JSON.stringify(call.to)}` })
  if (call.data !== undefined && !call.data.startsWith('0x')) {
    throw new PorticoError('INVALID_TRANSACTION', "Invalid transaction: 'data' must start with 0x", { details: `got ${JSON.stringify(call.data)}` })
  }
}
