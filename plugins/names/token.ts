// The names plugin's per-kernel service, as its views find it: `kernel.get(NAME_REGISTRATION)`.
// A token, not state: each kernel binds its own registration.
import type { ServiceIdentifier } from 'inversify'
import type { NameRegistration } from './registration.ts'

export const NAME_REGISTRATION = Symbol('portico.names.registration') as ServiceIdentifier<NameRegistration>
