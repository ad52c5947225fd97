// The CAIP-122 sign-in text and its inverse. On eip155 it is EIP-4361 exactly by default ("…with
// your Ethereum account:", a numeric Chain ID: CAIP-122's eip155 profile, what viem's
// verifySiweMessage, the siwe library and WalletConnect's one-click sign-in read); AppKit's informal
// lines (the network's name, a CAIP-2 Chain ID) are an option. Solana and
// the other namespaces always get the CAIP-122 lines. The parser reads both forms. Verification
// lives in portico/server.
import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { checksumEvmAddress, isEvmAddress } from './evm-address.ts'
import type { SiwxMessage, SiwxMessageData } from './siwx.ts'

export const INVALID_SIWX_MESSAGE = 'INVALID_SIWX_MESSAGE'

/** Line 1's account name when no network of the message's chain is named (AppKit's fallbacks). */
export const SIWX_NAMESPACE_NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
  ton: 'TON',
  tron: 'TRON',
}

/**
 * How an eip155 message is written. 'eip4361' (the default): EIP-4361 exactly, "…with your Ethereum
 * account:", `Chain ID: 1337`, and EIP-4361's empty line for a missing statement. 'informal':
 * AppKit's lines, line 1 naming the network ("…with your Base account:") and `Chain ID: eip155:8453`.
 */
export type SiwxMessageFormat = 'eip4361' | 'informal'

export interface FormatSiwxOptions {
  /** eip155 only (other namespaces always get the CAIP-122 lines); default 'eip4361'. */
  messageFormat?: SiwxMessageFormat
  /** 'informal' (and non-eip155 chains): the name of the message's network ("Base"), else the namespace's fallback. */
  networkName?: string
  /**
   * 'informal' only: AppKit's clearChainIdNamespace, print only the chain number (`Chain ID: 1`).
   * eip155 only: another namespace's reference alone would read back as an eip155 chain.
   */
  clearChainIdNamespace?: boolean
}

/**
 * The address a sign-in is made with before its signer is known, which the signer writes its own
 * over: the embedded wallet's login (its frame, on line 2) and WalletConnect's one-click sign-in
 * (the wallet, as the CACAO's iss). AppKit's embedded wallet sends '<<AccountAddress>>', which is no
 * EVM address and which EIP-4361's grammar, and so formatSiwxMessage, refuses.
 */
export const SIGN_IN_TEMPLATE_ADDRESS = '0x0000000000000000000000000000000000000000'

export const SIWX_MESSAGE_FORMATS: readonly SiwxMessageFormat[] = ['eip4361', 'informal']

const HEADER = / wants you to sign in with your (.+) account:$/
// CAIP-2's grammar: a looser id (spaces, upper case) would not read back as the same chain.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+\-.]*):\/\//
// RFC 3339 date-time, as EIP-4361 requires (Date alone accepts far more).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function invalid(message: string, details?: string): PorticoError {
  return new PorticoError(INVALID_SIWX_MESSAGE, `Invalid SIWX message: ${message}`, details ? { details } : {})
}

function namespaceOf(chainId: string): ChainNamespace {
  if (!CAIP2.test(chainId)) throw invalid(`chainId must be a CAIP-2 id (namespace:reference), got ${JSON.stringify(chainId)}`)
  return parseCaipNetworkId(chainId).namespace
}

function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

/** The address as line 2 prints it: EIP-55 checksummed on eip155, unchanged elsewhere. */
function displayAddress(namespace: ChainNamespace, address: string, where: string): string {
  if (namespace !== 'eip155') return address
  if (!isEvmAddress(address)) throw invalid(`${where} is not an EVM address: ${JSON.stringify(address)}`)
  return checksumEvmAddress(address)
}

/**
 * The text to sign, no trailing newline. Data whose text would not read back
 * as exactly that data (parseSiwxMessage) is refused: a space in the domain, nonce or address, a '/'
 * in the domain, a line break in any field or the network name, an empty resource.
 */
export function formatSiwxMessage(data: SiwxMessageData, options: FormatSiwxOptions = {}): string {
  const namespace = namespaceOf(data.chainId)
  const format = options.messageFormat ?? 'eip4361'
  if (!SIWX_MESSAGE_FORMATS.includes(format)) throw invalid(`messageFormat must be 'eip4361' or 'informal', got ${JSON.stringify(format)}`)
  const eip4361 = namespace === 'eip155' && format === 'eip4361'
  const name = eip4361 ? 'Ethereum' : (options.networkName ?? SIWX_NAMESPACE_NAMES[namespace] ?? namespace)
  const single = (field: string, value: string | undefined) => {
    if (value !== undefined && /[\r\n]/.test(value)) throw invalid(`${field} must be one line, got ${JSON.stringify(value)}`)
  }
  for (const field of ['domain', 'uri', 'nonce', 'statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const) single(field, data[field])
  for (const field of ['domain', 'uri', 'nonce'] as const) {
    if (!data[field]) throw invalid(`${field} is required`)
  }
  for (const field of ['domain', 'nonce', 'accountAddress'] as const) {
    if (!data[field] || /\s/.test(data[field]) || (field === 'domain' && data.domain.includes('/'))) throw invalid(`${field} must be one word${field === 'domain' ? ' (a host, no /)' : ''}, got ${JSON.stringify(data[field])}`)
  }
  if (data.scheme && SCHEME.exec(`${data.scheme}://`)?.[1] !== data.scheme) throw invalid(`scheme must be a URI scheme, got ${JSON.stringify(data.scheme)}`)
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isDateTime(value)) throw invalid(`${field} must be an RFC 3339 date-time, got ${JSON.stringify(value)}`)
  }
  const reference = parseCaipNetworkId(data.chainId).chainId
  const numberOnly = eip4361 || (namespace === 'eip155' && options.clearChainIdNamespace)
  if (numberOnly && !/^\d+$/.test(reference)) throw invalid(`an eip155 chainId must end in a chain number, got ${JSON.stringify(data.chainId)}`)
  const chainId = numberOnly ? reference : data.chainId
  const header = `${data.scheme ? `${data.scheme}://` : ''}${data.domain} wants you to sign in with your ${name} account:`
  // One line naming the account; 'Ethereum' only on an eip155 chain (the parser holds both).
  if (!HEADER.test(header) || (name === 'Ethereum' && namespace !== 'eip155')) throw invalid(`networkName cannot name the account on line 1, got ${JSON.stringify(name)}`)
  const lines = [header, displayAddress(namespace, data.accountAddress, 'accountAddress')]
  // With a statement: empty line, statement, empty line. Without: EIP-4361's grammar keeps both
  // empty lines (siwe's parser refuses one); AppKit's informal lines have exactly one.
  lines.push('', ...(data.statement ? [data.statement, ''] : eip4361 ? [''] : []))
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${chainId}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) {
    for (const resource of data.resources) {
      if (!resource) throw invalid('a resource cannot be empty')
      single('a resource', resource)
    }
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}

/** Data plus its text; issuedAt defaults to now so the text is fixed from creation on. */
export function createSiwxMessage(data: SiwxMessageData, options: FormatSiwxOptions = {}): SiwxMessage {
  const complete: SiwxMessageData = { ...data, issuedAt: data.issuedAt ?? new Date().toISOString() }
  const text = formatSiwxMessage(complete, options) // validates now, not at the first toString()
  return { ...complete, toString: () => text }
}

/** Reads CAIP-122 text (or canonical EIP-4361) back into its fields; a wrong line is named. */
export function parseSiwxMessage(text: string): SiwxMessageData {
  if (typeof text !== 'string' || text.length === 0) throw invalid('expected the message text, got ' + (typeof text === 'string' ? 'an empty string' : typeof text))
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  if (/\r(?!\n)/.test(text)) throw invalid('a carriage return alone is not a line break')
  let at = 0
  const lineError = (what: string) => invalid(`line ${at + 1} ${what}, got ${JSON.stringify(lines[at] ?? '(end of message)')}`)

  const header = lines[at]!
  const headerMatch = HEADER.exec(header)
  if (!headerMatch) throw lineError("must be '{domain} wants you to sign in with your {network} account:'")
  let domain = header.slice(0, headerMatch.index)
  let scheme: string | undefined
  const schemeMatch = SCHEME.exec(domain)
  if (schemeMatch) {
    scheme = schemeMatch[1]
    domain = domain.slice(schemeMatch[0].length)
  }
  if (!domain || /[\s/]/.test(domain)) throw lineError('must start with the domain')
  const networkName = headerMatch[1]!
  at++

  const address = lines[at]
  if (!address || /\s/.test(address)) throw lineError('must be the account address')
  at++
  if (lines[at] !== '') throw lineError('must be empty (after the address)')
  at++
  let statement: string | undefined
  // The statement block is "statement, empty line"; absent, the URI line follows at once (AppKit),
  // or after a second empty line (EIP-4361's grammar, as viem's createSiweMessage writes it).
  if (lines[at + 1] === '' && lines[at] !== undefined && lines[at] !== '') {
    statement = lines[at]
    at += 2
  } else if (lines[at] === '' && lines[at + 1]?.startsWith('URI: ')) {
    at++
  }

  const field = (label: string) => {
    const line = lines[at]
    if (line === undefined || !line.startsWith(`${label}: `)) throw lineError(`must be '${label}: …'`)
    const value = line.slice(label.length + 2)
    if (!value) throw lineError(`has an empty ${label}`)
    at++
    return value
  }
  const optional = (label: string) => (lines[at]?.startsWith(`${label}: `) ? field(label) : undefined)
  const dateTime = (label: string, value: string | undefined) => {
    if (value !== undefined && !isDateTime(value)) {
      at--
      throw lineError(`has an ${label} that is not an RFC 3339 date-time`)
    }
    return value
  }

  const uri = field('URI')
  const version = field('Version')
  if (version !== '1') {
    at--
    throw lineError("must be 'Version: 1'")
  }
  const rawChainId = field('Chain ID')
  let chainId: CaipNetworkId
  if (/^\d+$/.test(rawChainId)) {
    chainId = `eip155:${rawChainId}` // EIP-4361 (and AppKit's clearChainIdNamespace) print the EVM chain number alone
  } else {
    if (!CAIP2.test(rawChainId)) {
      at--
      throw lineError('must hold a CAIP-2 chain id (namespace:reference) or an EVM chain number')
    }
    chainId = rawChainId as CaipNetworkId
  }
  const nonce = field('Nonce')
  if (/\s/.test(nonce)) {
    at--
    throw lineError('must hold a nonce without spaces')
  }
  const issuedAt = dateTime('Issued At', optional('Issued At'))
  const expirationTime = dateTime('Expiration Time', optional('Expiration Time'))
  const notBefore = dateTime('Not Before', optional('Not Before'))
  const requestId = optional('Request ID')
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at++
    resources = []
    while (at < lines.length) {
      if (!lines[at]!.startsWith('- ') || lines[at]!.length === 2) throw lineError("must be a resource ('- …')")
      resources.push(lines[at]!.slice(2))
      at++
    }
  }
  if (at < lines.length) throw lineError('is not a SIWX message line (after the last expected field)')

  const namespace = namespaceOf(chainId)
  if (networkName === 'Ethereum' && namespace !== 'eip155') {
    throw invalid(`line 1 names an Ethereum account but the Chain ID is ${chainId}`)
  }
  let accountAddress = address
  if (namespace === 'eip155') {
    if (!isEvmAddress(address)) throw invalid(`line 2 must be an EVM address (0x and 40 hex digits), got ${JSON.stringify(address)}`)
    accountAddress = checksumEvmAddress(address)
  }

  const data: SiwxMessageData = { domain, accountAddress, uri, version: '1', chainId, nonce }
  if (scheme) data.scheme = scheme
  if (statement !== undefined) data.statement = statement
  if (issuedAt) data.issuedAt = issuedAt
  if (expirationTime) data.expirationTime = expirationTime
  if (notBefore) data.notBefore = notBefore
  if (requestId) data.requestId = requestId
  if (resources) data.resources = resources
  return data
}

/** EIP-4361's nonce: alphanumeric, at least 8 characters, from crypto.getRandomValues (never Math.random). */
export function generateNonce(length = 16): string {
  if (!Number.isInteger(length) || length < 8) throw new PorticoError('INVALID_NONCE_LENGTH', `A nonce needs at least 8 characters, got ${length}`)
  let nonce = ''
  const bytes = new Uint8Array(length * 2)
  while (nonce.length < length) {
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      // 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely.
      if (byte < 248 && nonce.length < length) nonce += NONCE_ALPHABET[byte % 62]
    }
  }
  return nonce
}
