import { PorticoError } from '../errors/portico-error.ts'

/** Throws INVALID_OPTION naming the option, what it takes and what it got. */
export function invalid(option: string, expected: string, got: unknown): never {
  const shown = typeof got === 'string' ? JSON.stringify(got) : Array.isArray(got) ? 'an array' : got === null ? 'null' : typeof got
  throw new PorticoError('INVALID_OPTION', `Invalid option "${option}": expected ${expected}, got ${shown}`)
}
