// The `portico/plugins/onramp` entry point.
export { onramp, DEFAULT_ONRAMP_PROVIDER_NAME, ONRAMP_QUOTE_DEBOUNCE_MS, ONRAMP_QUOTE_REFRESH_MS, type OnrampOptions } from './onramp.ts'
export { RESTRICTED_TIME_ZONES } from './restricted-time-zones.ts'
export type { OnrampDraft } from './onramp-types.ts'
