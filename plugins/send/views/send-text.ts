// What Send shows for a rule or a failure, in the modal's locale: the fixed texts this plugin's checks
// and steps throw in English (amount.ts, validate-send.ts, resolve-name.ts, submit-send.ts) are
// looked up in the catalog, their values (a symbol, a name) carried over; any other message (a
// wallet's or an RPC's own) is shown as it came.
import { type Translate, translateEnglish, type TextPattern } from '../../../ui/kit/index.ts'
import type messages from '../messages/compiled/en.ts'

export type SendId = keyof typeof messages & string

const EXACT: Readonly<Record<string, SendId>> = {
  'An amount and receiver address are required': 'send.error.required',
  'A token is required': 'send.error.tokenRequired',
  'Unsupported chain': 'send.error.unsupportedChain',
  'The amount cannot be negative': 'send.error.negative',
  'The amount must be a number, like 0.5': 'send.error.notNumber',
  'The amount must be more than 0': 'send.error.zero',
  'Invalid address: an EVM address is 0x and 40 hex digits': 'send.error.evmAddress',
  'Enter an EVM address (0x and 40 hex digits) or a name like alice.reown.id': 'send.error.addressOrName',
  'Invalid address: a Solana address is 32 to 44 base58 characters': 'send.error.solanaAddress',
  'Invalid address: its checksum does not match (check for a typo)': 'send.error.checksum',
  'Transaction declined': 'send.declined',
}

/** English texts with values: the pattern, its id, and the names of its captured values. */
const PATTERNS: readonly TextPattern<SendId>[] = [
  [/^(.+) has at most (\d+) decimals?$/, 'send.error.decimals', (m) => ({ symbol: m[1]!, decimals: Number(m[2]) })],
  [/^Insufficient (.+) balance$/, 'send.error.insufficient', (m) => ({ symbol: m[1]! })],
  [/^(.+) is not a registered name$/, 'send.error.notRegistered', (m) => ({ name: m[1]! })],
  [/^(.+) has no address on (.+)$/, 'send.error.noAddressOn', (m) => ({ name: m[1]!, network: m[2]! })],
  [/^Sending (.+) is not supported on Solana yet; only SOL can be sent$/, 'send.error.solanaToken', (m) => ({ symbol: m[1]! })],
  [/^The network changed to (.+); go back and fill in the send again$/, 'send.error.networkChanged', (m) => ({ network: m[1]! })],
]

/** A text of this plugin's logic (or an error carrying one) in the locale; other texts unchanged. */
export const sendText = (t: Translate<SendId>, textOrError: unknown): string => translateEnglish(t, { exact: EXACT, patterns: PATTERNS }, textOrError)
