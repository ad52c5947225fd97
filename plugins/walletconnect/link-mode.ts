// WalletConnect link mode on the dApp's side: on a phone, a request to a wallet whose metadata says
// it takes link-mode envelopes at its universal link goes in that link, opened in the tap that asked
// (no relay message); the wallet answers by opening the dApp's own universal link, and the page that
// opens reads the answer from its address 50 ms after it starts. It applies when both sides' metadata
// name a universal link with `linkMode: true`; otherwise, or when the link cannot open here, the
// request goes through the relay as before.
import { ANY_CLIENT, registerLinkOpener } from './browser-linking.ts'
import { LINK_MODE_TRANSPORT } from './link-mode-envelope.ts'
import type { LinkModePage, WalletConnectMetadata } from './session-contract.ts'
import type { SessionContext } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

export type { LinkModePage }

type Redirect = WalletConnectMetadata['redirect']

const universalOf = (redirect: Redirect | undefined): string | undefined => {
  if (redirect?.linkMode !== true || typeof redirect.universal !== 'string') return undefined
  return /^https?:\/\//i.test(redirect.universal) ? redirect.universal : undefined
}

/** The dApp takes part in link mode: its metadata names its universal link with linkMode. */
export const linkModeOn = (context: SessionContext): boolean => Boolean(context.options.linkMode && universalOf(context.options.metadata.redirect))

/** Registers how this client's link-mode links open (the client's name is its storage prefix, unique per kernel). */
export function registerClientLinks(context: SessionContext, client: Pick<Client, 'name'>): void {
  const page = context.options.linkMode
  if (!page || !linkModeOn(context)) return
  const unregister = registerLinkOpener(globalThis as never, client.name || ANY_CLIENT, (url) => {
    const opened = page.enabled() && page.open(url)
    if (!opened) context.state.linkFailures?.forEach((failed) => failed())
    return opened
  })
  if (unregister) context.state.stopLinkMode = chain(context.state.stopLinkMode, unregister)
}

const chain = (first: (() => void) | undefined, next: () => void) => () => {
  first?.()
  next()
}

/**
 * Sets how the session's next request travels: link mode when it applies (this dApp and the wallet
 * both take it, on a phone), else the relay. Returns true for link mode. The session's transport is
 * sign-client's own record (its public session store); a wallet's universal link is added to the
 * apps the core knows take link mode, as sign-client does when a wallet answers by link.
 */
export async function chooseTransport(context: SessionContext, c: Client): Promise<boolean> {
  const session = context.state.session
  if (!session) return false
  const wallet = universalOf(session.peer.metadata.redirect as Redirect)
  const linked = Boolean(wallet && linkModeOn(context) && context.options.linkMode!.enabled())
  if (linked) await c.core.addLinkModeSupportedApp(wallet!)
  const transportType = linked ? LINK_MODE_TRANSPORT : 'relay'
  if (c.session.get(session.topic).transportType !== transportType) await c.session.update(session.topic, { transportType })
  return linked
}

/**
 * Resolves when a link-mode link of this client fails to open while it is watched. sign-client
 * 2.25 does not end a request whose link failed to open (it rejects it before it starts waiting,
 * which its timer ignores: the request would wait its full expiry), so the caller watches for it.
 */
export function watchLinkFailure(context: SessionContext): { failed: Promise<void>; stop(): void } {
  const failures = (context.state.linkFailures ??= new Set())
  let stop = () => {}
  const failed = new Promise<void>((resolve) => {
    failures.add(resolve)
    stop = () => failures.delete(resolve)
  })
  return { failed, stop }
}

/** Sends by the relay from now on (the link did not open). */
export async function useRelay(context: SessionContext, c: Client): Promise<void> {
  const session = context.state.session
  if (session) await c.session.update(session.topic, { transportType: 'relay' })
}
