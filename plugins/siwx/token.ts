// The siwx plugin's per-kernel service, as its views and the public hook find it:
// `kernel.get(SIWX)`. A token, not state: each kernel binds its own flow.
import type { ServiceIdentifier } from 'inversify'
import type { SiwxFlow } from './flow.ts'

export const SIWX = Symbol('portico.siwx') as ServiceIdentifier<SiwxFlow>
