// The *.reown.id profile service: forward and reverse lookups, name
// suggestions, and registration with a signed message checked by viem.
import { createPublicClient, http, isAddress, isHex, verifyMessage, type Address, type Hex } from 'viem'
import { ApiError, isObject, json, parseJson } from '../http.ts'
import { NAME_ZONE, normalizeName, publicRecord } from '../names.ts'
import type { ApiRoute, ApiState } from '../state.ts'
import { pathAddress } from './balance.ts'

/** How old the signed message's timestamp may be. The hosted API allows ±10 s; a person approving in a wallet prompt needs longer. */
export const MAX_MESSAGE_AGE_SECONDS = 300
/** How far ahead of the server's clock the timestamp may be. */
export const MAX_MESSAGE_SKEW_SECONDS = 60
const BIO_PATTERN = /^[a-zA-Z0-9@:/._\-?&=+ ]+$/

/** SLIP-44 60 (Ethereum) or ENSIP-11 `0x80000000 | chainId` → the EVM chain id; undefined for other coin types. */
export function evmChainOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (Number.isInteger(coinType) && coinType > 0x80000000 && coinType <= 0xffffffff) return coinType - 0x80000000
  return undefined
}

async function signatureValid(state: ApiState, chainId: number, address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    if (await verifyMessage({ address, message, signature })) return true
  } catch {
    // not an EOA signature: maybe a smart account's (below)
  }
  // A smart account on a sandbox chain signs through ERC-1271 / ERC-6492: ask the chain.
  const chain = state.chains.get(chainId)
  if (!chain) return false
  try {
    return await createPublicClient({ transport: http(chain.config.rpcUrl) }).verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

type SignedMessage = { name: string; attributes: Record<string, string>; timestamp: number }

function parseSignedMessage(message: string): SignedMessage {
  const parsed = parseJson(message)
  if (!isObject(parsed)) throw new ApiError(400, 'message', 'The message must be a JSON object {name, attributes, timestamp}')
  const { name, attributes, timestamp } = parsed
  if (typeof name !== 'string') throw new ApiError(400, 'name', 'The message has no name')
  if (attributes !== undefined && !isObject(attributes)) throw new ApiError(400, 'attributes', 'attributes must be an object')
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (key !== 'bio') throw new ApiError(400, 'attributes', 'Unsupported name attribute in payload')
    if (typeof value !== 'string' || value.length > 255 || !BIO_PATTERN.test(value))
      throw new ApiError(400, 'attributes', 'The bio attribute has unsupported characters or is longer than 255 characters')
  }
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw new ApiError(400, 'timestamp', 'timestamp must be an integer (unix seconds)')
  return { name, attributes: (attributes ?? {}) as Record<string, string>, timestamp }
}

export const profileRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    handle({ params, query, state }) {
      const name = normalizeName(params.name)
      const record = state.names.get(name)
      if (record) return json(publicRecord(record))
      if (query.get('apiVersion') === '2') return json([])
      throw new ApiError(404, 'name', `Name is not registered: ${name}`)
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    handle({ params, query, state }) {
      const records = state.names.byAddress(pathAddress(params.address))
      if (records.length || query.get('apiVersion') === '2') return json(records.map(publicRecord))
      throw new ApiError(404, 'address', 'No name for address is found')
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    handle({ params, query, state }) {
      const zone = query.get('zone') ?? NAME_ZONE
      if (zone !== NAME_ZONE) throw new ApiError(400, 'zone', `Unsupported zone: ${zone} (only ${NAME_ZONE})`)
      const name = normalizeName(params.name, { zones: [NAME_ZONE], zoneOptional: true })
      const label = name.slice(0, -(NAME_ZONE.length + 1))
      const suggestions = [{ name, registered: state.names.get(name) !== undefined }]
      for (const variant of [`${label}1`, `${label}-app`, `${label}2024`, `the-${label}`, `${label}-eth`, `${label}42`]) {
        const candidate = `${variant}.${NAME_ZONE}`
        if (variant.length <= 64 && !state.names.get(candidate)) suggestions.push({ name: candidate, registered: false })
        if (suggestions.length === 5) break
      }
      return json({ suggestions })
    },
  },
  {
    method: 'POST',
    path: '/v1/profile/account',
    // AppKit sends no query parameters here: a project id is checked when present only.
    project: { from: 'if-present' },
    async handle({ body, state }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {message, signature, coin_type, address}')
      const { message, signature, coin_type: coinType, address } = input
      if (typeof message !== 'string') throw new ApiError(400, 'message', 'message must be the signed JSON text')
      if (typeof signature !== 'string' || !isHex(signature)) throw new ApiError(400, 'signature', 'signature must be a 0x-prefixed hex string')
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
      const chainId = typeof coinType === 'number' ? evmChainOfCoinType(coinType) : undefined
      if (chainId === undefined) throw new ApiError(400, 'coin_type', `Unsupported coin type: ${JSON.stringify(coinType)} (60, or 0x80000000 | an EVM chain id)`)

      const signed = parseSignedMessage(message)
      const name = normalizeName(signed.name, { zones: [NAME_ZONE] })
      const now = Math.floor(Date.now() / 1000)
      if (now - signed.timestamp > MAX_MESSAGE_AGE_SECONDS)
        throw new ApiError(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${signed.timestamp} (more than ${MAX_MESSAGE_AGE_SECONDS} s before ${now})`)
      if (signed.timestamp - now > MAX_MESSAGE_SKEW_SECONDS)
        throw new ApiError(400, 'timestamp', `Signature UNIXTIME timestamp is in the future: ${signed.timestamp} (server time ${now})`)
      if (!(await signatureValid(state, chainId, address as Address, message, signature)))
        throw new ApiError(401, 'signature', `Signature validation error: the message is not signed by ${address}`)

      const record = state.names.register({ name, coinType: coinType as number, address, attributes: signed.attributes })
      return json(publicRecord(record))
    },
  },
]
