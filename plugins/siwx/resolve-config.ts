// Which sign-in config a kernel runs: the one given to siwx(), or the `siwx` option, or the legacy
// `siweConfig` option mapped onto it. Each is checked, so a typo fails at start with its name.
import { PorticoError, type ResolvedOptions, type SiwxConfig } from 'portico'
import { siweToSiwx } from './siwe-adapter.ts'

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const

function checkMethods(value: unknown, option: string, methods: readonly string[]) {
  if (typeof value !== 'object' || value === null) {
    throw new PorticoError('INVALID_OPTION', `Invalid option "${option}": expected an object with ${methods.join(', ')}, got ${value === null ? 'null' : typeof value}`)
  }
  for (const name of methods) {
    const method = (value as Record<string, unknown>)[name]
    if (typeof method !== 'function') throw new PorticoError('INVALID_OPTION', `Invalid option "${option}.${name}": expected a function, got ${typeof method}`)
  }
  const required = (value as { getRequired?: unknown }).getRequired
  if (required !== undefined && typeof required !== 'function') {
    throw new PorticoError('INVALID_OPTION', `Invalid option "${option}.getRequired": expected a function, got ${typeof required}`)
  }
}

export function resolveSiwxConfig(own: SiwxConfig | undefined, options: Pick<ResolvedOptions, 'siwx' | 'siweConfig'>): SiwxConfig | undefined {
  if (own !== undefined && (options.siwx !== undefined || options.siweConfig !== undefined)) {
    throw new PorticoError('INVALID_OPTION', `Sign-in is configured twice: pass the config to siwx() or set the ${options.siwx !== undefined ? 'siwx' : 'siweConfig'} option, not both`)
  }
  if (own !== undefined) {
    checkMethods(own, 'siwx()', SIWX_METHODS)
    return own
  }
  if (options.siwx !== undefined) {
    checkMethods(options.siwx, 'siwx', SIWX_METHODS)
    return options.siwx
  }
  if (options.siweConfig !== undefined) {
    checkMethods(options.siweConfig, 'siweConfig', SIWE_METHODS)
    return options.siweConfig.enabled === false ? undefined : siweToSiwx(options.siweConfig)
  }
  return undefined
}
