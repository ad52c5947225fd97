// The secure frame's page script (built into /frame.js): the frame side of the auth-frame protocol
// (hosted-protocols §5). It talks only to its parent, only when the parent's origin is on the
// project's allowed origins, always posting to that exact origin; it refuses every message that is
// not from the parent window and origin or that fails the shared schemas (kernel/auth-frame/messages.ts).
// Keys and sessions live in the frame's server (server.ts); this page keeps a device id and the
// session token in its own origin's storage, which the dApp page cannot read.
import {
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
  parseAppEvent,
  replyType,
  REQUEST_NAMES,
  type AppEvent,
  type RequestName,
  type ResponsePayload,
} from '../../kernel/auth-frame/messages.ts'
import type { FrameApiAction, FrameApiAnswers, FrameApiBody, FrameApiError } from './api.ts'

const DEVICE_KEY = 'portico-frame:device'
const SESSION_KEY = 'portico-frame:session'
const EMAIL_KEY = 'portico-frame:pending-email'
const DEVICE_POLL_MS = 500
const DEVICE_WAIT_MS = 5 * 60_000

class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

function deviceId(): string {
  let id = storageGet(DEVICE_KEY)
  if (!id) {
    id = crypto.randomUUID()
    storageSet(DEVICE_KEY, id)
  }
  return id
}

async function api<A extends FrameApiAction>(action: A, body: FrameApiBody<A>): Promise<FrameApiAnswers[A]> {
  const response = await fetch(`/api/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const answer = (await response.json()) as FrameApiAnswers[A] | FrameApiError
  if (!response.ok) {
    const error = (answer as FrameApiError).error
    throw new FrameError(error?.message ?? `HTTP status code: ${response.status}`, error?.code)
  }
  return answer as FrameApiAnswers[A]
}

const chainNumber = (chainId: string | number | null | undefined): number | undefined => {
  const n = Number(String(chainId ?? '').replace(/^eip155:/, ''))
  return Number.isInteger(n) && n > 0 ? n : undefined
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

  if (!(await api('origin', { projectId, origin: parentOrigin })).allowed) {
    // No READY: the page's bridge times out with iframe_load_failed, as with the hosted frame.
    console.warn(`[sandbox frame] ${parentOrigin} is not an allowed origin of project "${projectId}"`)
    if (status) status.textContent = `Origin ${parentOrigin} is not allowed for project ${projectId}.`
    return
  }

  const { chains } = (await (await fetch('/api/chains')).json()) as FrameApiAnswers['chains']
  let chainId = chainNumber(query.get('chainId')) ?? chains[0]!.id
  let pendingEmail = sessionStorage.getItem(EMAIL_KEY) ?? undefined
  const token = () => storageGet(SESSION_KEY) ?? undefined
  const post = (message: object) => window.parent.postMessage(message, parentOrigin)

  const needEmail = () => {
    if (!pendingEmail) throw new FrameError('Connect with an email first')
    return pendingEmail
  }
  const user = async () => {
    const { email, address } = await api('user', { token: token() })
    return { email, address, chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
  }

  type Handlers = { [N in RequestName]?: (payload: Extract<AppEvent, { name: N }>['payload']) => Promise<ResponsePayload<N>> }
  const handlers: Handlers = {
    CONNECT_EMAIL: async ({ email }) => {
      pendingEmail = email
      sessionStorage.setItem(EMAIL_KEY, email)
      return api('connect-email', { email, deviceId: deviceId() })
    },
    CONNECT_DEVICE: async () => {
      const email = needEmail()
      const deadline = Date.now() + DEVICE_WAIT_MS
      while (!(await api('device-status', { email, deviceId: deviceId() })).approved) {
        if (Date.now() > deadline) throw new FrameError('The device was not approved in time')
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      return undefined
    },
    CONNECT_OTP: async ({ otp }) => {
      const { token: session } = await api('connect-otp', { email: needEmail(), deviceId: deviceId(), otp })
      storageSet(SESSION_KEY, session)
      sessionStorage.removeItem(EMAIL_KEY)
      post({ type: `${FRAME_PREFIX}SESSION_UPDATE`, payload: { token: session } })
      return undefined
    },
    IS_CONNECTED: async (payload) => {
      // The page may hand back the token it kept (SESSION_UPDATE) when this frame's storage was wiped.
      const candidate = token() ?? payload?.token
      const { isConnected } = await api('session', { token: candidate })
      if (isConnected && candidate && !token()) storageSet(SESSION_KEY, candidate)
      return { isConnected }
    },
    GET_USER: async (payload) => {
      const requested = chainNumber(payload?.chainId)
      if (requested && chains.some((c) => c.id === requested)) chainId = requested
      return user()
    },
    SIGN_OUT: async () => {
      const session = token()
      storageSet(SESSION_KEY, null)
      await api('sign-out', { token: session })
      return undefined
    },
    GET_CHAIN_ID: async () => ({ chainId }),
    SWITCH_NETWORK: async (payload) => {
      const next = chainNumber(payload.chainId)
      if (!next || !chains.some((c) => c.id === next)) throw new FrameError(`Chain ${payload.chainId} is not supported by the sandbox frame`)
      chainId = next
      return { chainId }
    },
    RPC_REQUEST: async (request) => {
      if (request.chainNamespace && request.chainNamespace !== 'eip155') throw new FrameError(`The sandbox frame signs on eip155 only, not ${request.chainNamespace}`)
      const { result } = await api('rpc', { token: token(), chainId: chainNumber(request.chainId) ?? chainId, method: request.method, params: request.params })
      return result
    },
    RPC_ABORT: async () => undefined,
    SYNC_THEME: async (theme) => {
      document.documentElement.dataset.theme = theme.themeMode ?? 'dark'
      return undefined
    },
    SYNC_DAPP_DATA: async (data) => {
      log('dApp', data.metadata?.name ?? data.projectId)
      return undefined
    },
    // Smart accounts are not deployed in the sandbox yet (issue 9): none enabled, the EOA stays in use.
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: async () => ({ type: 'eoa', address: (await user()).address }),
    INIT_SMART_ACCOUNT: async () => {
      throw new FrameError('Smart accounts are not available in the sandbox frame')
    },
    RELOAD: async () => {
      setTimeout(() => location.reload(), 0)
      return undefined
    },
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
