// The secure frame's page script (built into /frame.js): the frame side of the auth-frame protocol
//. It talks only to its parent, only when the parent's origin is on the
// project's allowed origins (otherwise one UNVERIFIED_DOMAIN notice and nothing more), always posting
// to that exact origin; it refuses every message that is
// not from the parent window and origin or that fails the shared schemas (kernel/auth-frame/messages.ts).
// Sessions live in the frame's server (server.ts); this page keeps a device id, the session token and
// the user's keys (encrypted at rest, key-vault.ts) in its own origin's storage, which the dApp page
// cannot read, and signs here (signer.ts).
import {
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
  parseAppEvent,
  replyType,
  REQUEST_NAMES,
  type RequestName,
} from '../../kernel/auth-frame/messages.ts'
import type { FrameApiAnswers } from './api.ts'
import { createApprovalCard } from './approval-card.ts'
import { emailHandlers } from './email-handlers.ts'
import { chainNumber, createFrameContext, frameApi, FrameError, type Handlers } from './frame-context.ts'
import { loginSigner, withLoginSignIn } from './login-sign-in.ts'
import { sessionHandlers } from './session-handlers.ts'
import { withSmartAccounts } from './smart-account-handlers.ts'
import { withSolana } from './solana-handlers.ts'
import { socialHandlers } from './social-handlers.ts'
import { walletHandlers } from './wallet-handlers.ts'

/** A request that names an EVM chain and its RPC URLs (SWITCH_NETWORK, RPC_REQUEST) updates the URLs the frame reads that chain over. */
function rpcUrlsOf(payload: unknown): { chainId: number; urls: string[] } | undefined {
  const { chainId, chainNamespace, rpcUrls } = (payload ?? {}) as { chainId?: string | number; chainNamespace?: string; rpcUrls?: string[] }
  const chain = chainNumber(chainId)
  if (!rpcUrls?.length || chain === undefined || (chainNamespace ?? 'eip155') !== 'eip155') return undefined
  return { chainId: chain, urls: rpcUrls }
}

async function main(): Promise<void> {
  const status = document.getElementById('status')
  const query = new URLSearchParams(location.search)
  const projectId = query.get('projectId') ?? ''
  // The embedding page's origin: ancestorOrigins where the browser has it, else the referrer.
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  const parentOrigin = ancestors?.length ? ancestors[0] : document.referrer ? new URL(document.referrer).origin : undefined
  if (window.parent === window || !parentOrigin || parentOrigin === 'null') return
  const log = query.get('enableLogger') === 'true' ? (...args: unknown[]) => console.info('[sandbox frame]', ...args) : () => {}

  if (!(await frameApi('origin', { projectId, origin: parentOrigin })).allowed) {
    // No READY, ever: the frame says why once (a notice carrying nothing), so the page fails at once
    // with 'unverified_domain' instead of waiting out its load timeout; it hears nothing from it.
    console.warn(`[sandbox frame] ${parentOrigin} is not an allowed origin of project "${projectId}"`)
    if (status) status.textContent = `Origin ${parentOrigin} is not allowed for project ${projectId}.`
    window.parent.postMessage({ type: '@w3m-frame/UNVERIFIED_DOMAIN' }, parentOrigin)
    return
  }

  const { chains, solana } = (await (await fetch('/api/chains')).json()) as FrameApiAnswers['chains']
  const ctx = createFrameContext({ parentOrigin, chains, chainId: chainNumber(query.get('chainId')) ?? chains[0]!.id, log })
  // the page's RPC URLs of its chain at load (the frame reads over them, chain-reads.ts)
  const loadedOn = chainNumber(query.get('chainId'))
  if (loadedOn !== undefined) ctx.useRpcUrls(loadedOn, query.getAll('rpcUrls'))
  const post = ctx.post
  // One approval card for every request: a newer one (or RPC_ABORT) takes the older down.
  const card = createApprovalCard()
  const handlers: Handlers = withSolana(
    ctx,
    // a sign-in carried by the login's GET_USER, signed for the account in use (login-sign-in.ts)
    withLoginSignIn(
      ctx,
      // EVM smart accounts where a chain has a bundler (smart-account-handlers.ts)
      withSmartAccounts(
        ctx,
        {
          ...sessionHandlers(ctx),
          ...emailHandlers(ctx),
          ...walletHandlers(ctx, card),
          ...socialHandlers(ctx),
        },
        card,
        projectId,
      ),
      loginSigner(ctx),
    ),
    card,
    solana,
  )

  const useRpcUrlsOf = (payload: unknown) => {
    const given = rpcUrlsOf(payload)
    if (given) ctx.useRpcUrls(given.chainId, given.urls)
  }

  window.addEventListener('message', (event: MessageEvent) => {
    // Only the parent window, from the origin that was checked, is heard.
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const parsed = parseAppEvent(event.data)
    const raw = event.data as { id?: unknown; type?: unknown }
    if (!parsed.ok) {
      // A malformed request with a usable id and type is answered with an error, so it never hangs.
      const name = typeof raw?.type === 'string' ? raw.type.replace(/^@w3m-app\//, '') : ''
      if (typeof raw?.id === 'string' && (REQUEST_NAMES as string[]).includes(name)) {
        post({ id: raw.id, type: replyType(name as RequestName, 'ERROR'), payload: { message: parsed.error } })
      }
      log('refused', parsed.error)
      return
    }
    const { id, name, payload } = parsed.value
    useRpcUrlsOf(payload)
    const handle = handlers[name] as ((payload: unknown) => Promise<unknown>) | undefined
    const work = handle ? handle(payload) : Promise.reject(new FrameError(`${name} is not available in the sandbox frame yet`))
    work.then(
      (result) => post(result === undefined ? { id, type: replyType(name, 'SUCCESS') } : { id, type: replyType(name, 'SUCCESS'), payload: result }),
      (error: unknown) => post({ id, type: replyType(name, 'ERROR'), payload: { message: error instanceof Error ? error.message : String(error) } }),
    )
  })

  if (status) status.textContent = 'Ready.'
  post({ type: `${FRAME_PREFIX}READY`, payload: { version: FRAME_PROTOCOL_VERSION } })
}

void main().catch((error: unknown) => console.error('[sandbox frame] failed to start', error))
