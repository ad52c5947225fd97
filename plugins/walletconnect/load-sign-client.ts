// @walletconnect/sign-client is an optional peer dependency of portico: only apps that compose
// walletConnect() install it. A bundler names it when it is missing at build time; in an unbundled
// runtime (Node, tests) the import fails here, and the error says which package to install.
import { PorticoError } from 'portico'

export type SignClientModule = Pick<typeof import('@walletconnect/sign-client'), 'SignClient'>

export const SIGN_CLIENT_MISSING =
  "walletConnect() needs the peer dependency '@walletconnect/sign-client' (version 2): run `npm install @walletconnect/sign-client`"

const notFound = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes('@walletconnect/sign-client')
}

/**
 * Imports the sign-client; a missing package becomes MISSING_DEPENDENCY, other failures (a chunk
 * that did not load) pass through. `load` is typed loosely on purpose: the public options that
 * carry it must not pull the sign-client's types (and through them @types/node) into a
 * consumer's type-check.
 */
export function loadSignClient(load: () => Promise<unknown> = () => import('@walletconnect/sign-client')): Promise<SignClientModule> {
  return (load() as Promise<SignClientModule>).catch((error: unknown) => {
    throw notFound(error) ? new PorticoError('MISSING_DEPENDENCY', SIGN_CLIENT_MISSING, { cause: error }) : error
  })
}
