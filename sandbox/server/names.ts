// The *.reown.id name registry behind the profile and identity routes.
import { ApiError } from './http.ts'

export const NAME_ZONE = 'reown.id'
/** Zones accepted on lookups; registration takes NAME_ZONE only. */
const LOOKUP_ZONES = [NAME_ZONE, 'wcn.id']
/** Minimum name length 4. */
export const MIN_NAME_LENGTH = 4
export const MAX_NAME_LENGTH = 64

/** A registered name as the hosted API sends it (snake_case; `attributes` an object map). */
export type NameAndAddresses = {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string> | null
  addresses: Record<string, { address: string; created_at: string }>
}

export type NameRecord = NameAndAddresses & { avatar: string | null }

/**
 * Checks a name ('alice.reown.id', or 'alice' with `zoneOptional`) and returns it lowercased with
 * its zone; a 400 naming the rule otherwise: letters, digits and hyphens, at least 4 characters.
 */
export function normalizeName(raw: string, options: { zones?: readonly string[]; zoneOptional?: boolean } = {}): string {
  const zones = options.zones ?? LOOKUP_ZONES
  const name = raw.trim().toLowerCase()
  const zone = zones.find((z) => name.endsWith(`.${z}`))
  if (!zone && !options.zoneOptional) throw new ApiError(400, 'name', `The name must end with .${zones[0]}: "${raw}"`)
  const label = zone ? name.slice(0, -(zone.length + 1)) : name
  if (label.includes('.')) throw new ApiError(400, 'name', `Unsupported name zone: "${raw}" (use .${NAME_ZONE})`)
  if (!/^[a-z0-9-]*$/.test(label)) throw new ApiError(400, 'name', `Invalid name format: "${raw}" (letters, digits and hyphens only)`)
  if (label.length < MIN_NAME_LENGTH) throw new ApiError(400, 'name', `Name is too short: "${raw}" (at least ${MIN_NAME_LENGTH} characters before .${NAME_ZONE})`)
  if (label.length > MAX_NAME_LENGTH) throw new ApiError(400, 'name', `Name is too long: "${raw}" (at most ${MAX_NAME_LENGTH} characters)`)
  return `${label}.${zone ?? zones[0]}`
}

export class NameRegistry {
  private records = new Map<string, NameRecord>()

  get(name: string): NameRecord | undefined {
    return this.records.get(name)
  }

  /** The names with `address` among their addresses, oldest registration first. */
  byAddress(address: string): NameRecord[] {
    const a = address.toLowerCase()
    return [...this.records.values()].filter((record) => Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === a))
  }

  /** Forgets a name (tests clean up what they registered); false if it was not registered. */
  remove(name: string): boolean {
    return this.records.delete(name)
  }

  /** Stores a new name; a 400 if it is taken. */
  register(input: { name: string; coinType: number; address: string; attributes: Record<string, string>; avatar?: string | null }): NameRecord {
    if (this.records.has(input.name)) throw new ApiError(400, 'name', `Name is already registered: ${input.name}`)
    const now = new Date().toISOString()
    const record: NameRecord = {
      name: input.name,
      registered_at: now,
      updated_at: now,
      attributes: input.attributes,
      addresses: { [String(input.coinType)]: { address: input.address, created_at: now } },
      avatar: input.avatar ?? null,
    }
    this.records.set(input.name, record)
    return record
  }
}

/** The wire shape of a record (without the sandbox-only avatar). */
export function publicRecord({ avatar: _avatar, ...record }: NameRecord): NameAndAddresses {
  return record
}
