// The on-ramp plugin's per-kernel client, as its views find it: `kernel.get(ONRAMP_API)`.
// A token, not state: each kernel binds its own client.
import type { ServiceIdentifier } from 'inversify'
import type { OnrampApi } from './onramp-api.ts'

export const ONRAMP_API = Symbol('portico.onramp.api') as ServiceIdentifier<OnrampApi>
