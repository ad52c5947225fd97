// The names plugin's per-kernel service, as its views find it: `kernel.get(NAME_REGISTRATION)`.
// A token, not state: each kernel binds its own registration.
import type { ServiceIdentifier } from 'inversify'
import type { NamesApi } from './names-api.ts'
import type { NameRegistration } from './registration.ts'

export const NAME_REGISTRATION = Symbol('portico.names.registration') as ServiceIdentifier<NameRegistration>

/** Its client of reverse lookup, suggestions and registration: `kernel.get(NAMES_API)`. */
export const NAMES_API = Symbol('portico.names.api') as ServiceIdentifier<NamesApi>
