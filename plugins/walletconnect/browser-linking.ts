// sign-client (2.x) sends a link-mode envelope only through React Native's Linking object
// (`global.Linking.openURL(url, clientName)`), and counts link mode as possible only while that object
// exists. In a browser there is none: this puts one on the page that hands each client's links to
// the opener its page registered under the client's name. It is page-wide state because sign-client
// looks for it there; each client (each kernel) registers under its own name. A Linking object that
// is not this one (React Native's own) is left alone. No import of portico here: the Sandbox Mobile
// Wallet's page uses it too.

/** Opens a link-mode URL; false when it could not open here (the caller falls back to the relay). */
export type LinkOpener = (url: string) => boolean

/** Registered under this name, an opener serves every client that has none of its own. */
export const ANY_CLIENT = '*'

export class LinkModeOpenError extends Error {
  constructor(readonly url: string) {
    super('The link-mode link could not be opened here')
    this.name = 'LinkModeOpenError'
  }
}

interface BrowserLinking {
  readonly portico: true
  readonly openers: Map<string, LinkOpener>
  openURL(url: string, clientName?: string): Promise<void>
  addEventListener(type: string, handler: unknown, name?: string): { remove(): void }
  removeEventListener(type: string, handler: unknown): void
  getInitialURL(): Promise<string | null>
}

type Scope = { global?: unknown; Linking?: unknown }

function createLinking(): BrowserLinking {
  const openers = new Map<string, LinkOpener>()
  return {
    portico: true,
    openers,
    async openURL(url, clientName) {
      const open = openers.get(clientName ?? ANY_CLIENT) ?? openers.get(ANY_CLIENT)
      if (!open || !open(url)) throw new LinkModeOpenError(url)
    },
    // sign-client listens here only in React Native and its own tests; the page reads its address itself.
    addEventListener: () => ({ remove() {} }),
    removeEventListener() {},
    getInitialURL: async () => null,
  }
}

const isOurs = (value: unknown): value is BrowserLinking => typeof value === 'object' && value !== null && (value as { portico?: unknown }).portico === true

/**
 * Registers `open` for the sign-client named `clientName` on `scope` (the page's global object),
 * putting the Linking object there first (and `global`, the name sign-client reads it by, when the
 * page has none). Returns the unregister; undefined when another Linking object is there.
 */
export function registerLinkOpener(scope: Scope, clientName: string, open: LinkOpener): (() => void) | undefined {
  if (scope.Linking === undefined) scope.Linking = createLinking()
  const linking = scope.Linking
  if (!isOurs(linking)) return undefined
  if (scope.global === undefined) scope.global = scope
  linking.openers.set(clientName, open)
  return () => {
    if (linking.openers.get(clientName) === open) linking.openers.delete(clientName)
  }
}
