// The sandbox secure frame: a page on its own origin (`/sdk`, the URL the kernel's auth-frame bridge
// embeds) and the small server beside it that holds the frame's state: users (keys per user id, keys.ts),
// one-time codes sent by SMTP to the sandbox inbox, device approvals and session tokens. The page
// speaks the frame protocol with its parent (frame.ts); only the page calls this server's API.
import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatEther, parseEther, type Hex } from 'viem'
import * as v from 'valibot'
import { createMailSender } from '../mail/send.ts'
import { originAllowed } from '../server/projects.ts'
import { FRAME_API, type FrameApiAction, type FrameApiAnswers } from './api.ts'
import { createAuthStore, CODE_LIFETIME_MS, LoginError } from './auth-store.ts'
import { buildFrameScript, frameOutDir } from './build.ts'
import { createSocialLogin } from './social-routes.ts'
import { addressesOf, deriveUserKeys } from './keys.ts'
import { forwardBundler, smartAccountAddressOf, smartAccountChains } from './bundler-forward.ts'
import { forwardRpc, fundOnAnvil, RpcError, type FrameChain } from './wallet.ts'
import { forwardSolanaRpc, fundOnSolana, isSolanaChain, solanaChainId, type FrameSolana } from './solana-wallet.ts'

export type SecureFrameServer = {
  /** The frame's origin, e.g. http://127.0.0.1:5175. */
  url: string
  /** The page the bridge embeds: `${url}/sdk` (the hosted secure site's path). */
  sdkUrl: string
  stop(): Promise<void>
}

export type StartSecureFrameOptions = {
  /** 0 picks a free port. */
  port?: number
  /** The sandbox API server: the frame asks it for the project's allowed origins. */
  apiUrl: string
  chains: readonly FrameChain[]
  /** The sandbox inbox's SMTP side. */
  smtp: { host: string; port: number }
  /** Derives every user's key; default a random one per start (so keys change per sandbox run). */
  secret?: string
  /** ETH each new account gets on every chain (anvil_setBalance); default 100, 0 for none. */
  fundEth?: string
  /** The sandbox Solana cluster: the users' ed25519 accounts sign and send there (solana-handlers.ts). */
  solana?: FrameSolana
  /** SOL each new account gets on the Solana cluster (an airdrop); default 10, 0 for none. */
  fundSol?: string
}

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Portico sandbox secure frame</title></head>
<body><p id="status">Portico sandbox secure frame: this page works inside a dApp's hidden frame.</p><script src="/frame.js"></script></body>
</html>
`

const approvedPage = (email: string | undefined) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Device approval</title></head>
<body><h1>${email ? 'Device approved' : 'Link not valid'}</h1>
<p>${email ? 'You can go back to the app; it continues on its own.' : 'This approval link is unknown or was already used.'}</p></body></html>
`

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

export async function startSecureFrame(options: StartSecureFrameOptions): Promise<SecureFrameServer> {
  const port = options.port ?? 0
  // A free port gets a build folder of its own, removed again on stop.
  const outDir = frameOutDir(port || `run-${process.pid}-${randomBytes(4).toString('hex')}`)
  const script = await readFile(await buildFrameScript(outDir), 'utf8')
  const secret = options.secret ?? randomBytes(32).toString('hex')
  // the sandbox admin may change it (PUT /__admin/funding): 0 starts new accounts empty, as a real new user's are
  let fundWei = parseEther(options.fundEth ?? '100')
  const auth = createAuthStore()
  let url = ''
  const mailer = createMailSender(options.smtp, 'Portico Sandbox Frame <frame@portico.localhost>')
  const funded = new Set<string>()
  const fundLamports = BigInt(Math.round(Number(options.fundSol ?? '10') * 1e9))

  const chainOf = (chainId: string | number): FrameChain => {
    const id = Number(String(chainId).replace(/^eip155:/, ''))
    const chain = options.chains.find((c) => c.id === id)
    if (!chain) throw new ApiFailure(400, `Chain ${chainId} is not a sandbox chain`, 4901)
    return chain
  }
  const sessionUser = (token: string | undefined) => {
    const user = auth.sessionUser(token)
    if (!user) throw new ApiFailure(401, 'Not signed in', 4100)
    return user
  }

  async function allowedOrigin(projectId: string, origin: string): Promise<boolean> {
    try {
      const response = await fetch(`${options.apiUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}&st=appkit&sv=portico-sandbox-frame`)
      if (!response.ok) return false
      const { allowedOrigins } = (await response.json()) as { allowedOrigins?: unknown }
      return Array.isArray(allowedOrigins) && originAllowed(origin, allowedOrigins.filter((o): o is string => typeof o === 'string'))
    } catch {
      // No answer, no trust.
      return false
    }
  }

  /** A user's account gets its ETH on every chain once (email, social and Farcaster users alike), and its SOL. */
  async function fundUser(userId: string): Promise<void> {
    const { address, solanaAddress } = addressesOf(deriveUserKeys(secret, userId))
    if (fundWei > 0n && !funded.has(address)) {
      funded.add(address)
      await Promise.all(options.chains.map((chain) => fundOnAnvil(chain, address as Hex, fundWei)))
      // the user's smart account too (counterfactual until its first operation), where it is offered
      const smartAccount = await smartAccountAddressOf(options.chains, address as Hex)
      if (smartAccount) await Promise.all(smartAccountChains(options.chains).map((chain) => fundOnAnvil(chain, smartAccount, fundWei)))
    }
    if (options.solana && fundLamports > 0n && !funded.has(solanaAddress)) {
      funded.add(solanaAddress)
      await fundOnSolana(options.solana, solanaAddress, fundLamports)
    }
  }
  const social = createSocialLogin({ frameUrl: () => url, createSession: auth.createSession, onSignIn: fundUser, fail: (status, message) => new ApiFailure(status, message) })

  /** Mails a one-time code (login or email update) to the sandbox inbox. */
  const mailCode = (to: string, code: string, why = 'Your one-time code') =>
    mailer
      .send({
        to,
        subject: `Your Portico sandbox code: ${code}`,
        text: `${why} is ${code}.\nIt expires in ${CODE_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this mail.\n`,
      })
      .catch((error: unknown) => {
        // the mail server down: the visitor is told no code was sent, not an SMTP transcript
        console.warn(`secure frame: mailing a code failed: ${error instanceof Error ? error.message : String(error)}`)
        throw new ApiFailure(503, 'The code could not be sent: the mail service is not available. Try again later.')
      })
  /** Runs an auth-store step; its LoginError becomes a 400 with the same message. */
  const loginStep = <T>(step: () => T): T => {
    try {
      return step()
    } catch (error) {
      if (error instanceof LoginError) throw new ApiFailure(400, error.message)
      throw error
    }
  }

  /** Runs a chain call; its JSON-RPC error becomes a 400 with the same message and code. */
  const chainCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      if (error instanceof RpcError) throw new ApiFailure(400, error.message, error.code)
      if (error instanceof ApiFailure) throw error
      throw new ApiFailure(400, (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error)))
    }
  }

  const handlers: { [A in FrameApiAction]: (body: v.InferOutput<(typeof FRAME_API)[A]>) => Promise<FrameApiAnswers[A]> } = {
    ...social.handlers,
    origin: async ({ projectId, origin }) => ({ allowed: await allowedOrigin(projectId, origin) }),
    'connect-email': async ({ email, deviceId }) => {
      const login = auth.startLogin(email, deviceId)
      await mailCode(email, login.code)
      if (login.approvalToken) {
        await mailer.send({
          to: email,
          subject: 'Approve a new device',
          text: `A new browser asked to sign in to your Portico sandbox wallet.\nApprove it: ${url}/device/approve?token=${login.approvalToken}\nThen enter the code from the other mail.\n`,
        })
      }
      return { action: login.action }
    },
    'device-status': async ({ email, deviceId }) => ({ approved: auth.isDeviceApproved(email, deviceId) }),
    'connect-otp': async ({ email, deviceId, otp }) => {
      let token: string
      try {
        token = auth.verifyCode(email, deviceId, otp)
      } catch (error) {
        if (error instanceof LoginError) throw new ApiFailure(400, error.message)
        throw error
      }
      await fundUser(auth.sessionUser(token)!.userId)
      return { token }
    },
    session: async ({ token }) => ({ isConnected: auth.sessionUser(token) !== undefined }),
    user: async ({ token }) => {
      const { userId, email, userName } = sessionUser(token)
      const addresses = addressesOf(deriveUserKeys(secret, userId))
      const smartAccountAddress = await smartAccountAddressOf(options.chains, addresses.address as Hex)
      return { email: email ?? null, ...(userName ? { userName } : {}), ...addresses, ...(smartAccountAddress ? { smartAccountAddress } : {}) }
    },
    // The user's key material, for the frame page of a live session only (same origin + token).
    // Update email (contract 4): a code to the current email, then one to the new email; same user, same keys.
    'update-email': async ({ token, email }) => {
      sessionUser(token)
      const { currentEmail, code } = loginStep(() => auth.startEmailUpdate(token!, email))
      await mailCode(currentEmail, code, `Your code to change your email to ${email.trim().toLowerCase()}`)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    'update-email-primary': async ({ token, otp }) => {
      sessionUser(token)
      const { newEmail, code } = loginStep(() => auth.verifyPrimaryCode(token!, otp))
      await mailCode(newEmail, code, 'Your code to confirm this new email')
      return {}
    },
    'update-email-secondary': async ({ token, otp }) => {
      sessionUser(token)
      return loginStep(() => auth.verifySecondaryCode(token!, otp))
    },
    keys: async ({ token }) => {
      const { userId } = sessionUser(token)
      return { userId, ...deriveUserKeys(secret, userId) }
    },
    permissions: async ({ token, projectId, chainId, address, entry }) => {
      // The sessions API of the sandbox keeps what the Permissions view lists: a grant is added, a revoke marks it
      sessionUser(token)
      const base = `${options.apiUrl}/v1/sessions/${encodeURIComponent(`eip155:${chainId}:${address}`)}`
      const query = `?projectId=${encodeURIComponent(projectId)}`
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${base}${path}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        if (!response.ok) throw new ApiFailure(400, `The sessions API answered ${response.status}: ${await response.text()}`)
      }
      const { kind, context, ...rest } = (entry ?? {}) as { kind?: string; context?: string }
      if (kind === 'grant') await post('', { ...rest, context })
      else if (kind === 'revoke') {
        const listed = (await (await fetch(`${base}${query}`)).json()) as { pcis?: { pci: string; context: string | null; revokedAt: number | null }[] }
        const pci = listed.pcis?.find((entry) => entry.context === context && entry.revokedAt === null)
        if (pci) await post('/revoke', { pci: pci.pci })
      } else throw new ApiFailure(400, 'entry.kind must be grant or revoke')
      return {}
    },
    'sign-out': async ({ token }) => {
      if (token) auth.endSession(token)
      return {}
    },
    bundler: async ({ token, chainId, method, params }) => {
      // A smart account's user operations, signed by the frame page (smart-account.ts), to the chain's bundler.
      sessionUser(token)
      try {
        return { result: await forwardBundler(chainOf(chainId), method, params) }
      } catch (error) {
        if (error instanceof RpcError) throw new ApiFailure(400, error.message, error.code)
        throw error
      }
    },
    rpc: async ({ token, chainId, method, params }) => {
      // Reads and raw broadcasts only: the frame page signs (signer.ts).
      sessionUser(token)
      try {
        return { result: await forwardRpc(chainOf(chainId), method, params) }
      } catch (error) {
        if (error instanceof RpcError) throw new ApiFailure(400, error.message, error.code)
        if (error instanceof ApiFailure) throw error
        throw new ApiFailure(400, (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error)))
      }
    },
    'solana-rpc': async ({ token, chainId, method, params }) => {
      // Reads and the broadcast of a transaction the frame page signed (solana-signer.ts).
      sessionUser(token)
      const solana = options.solana
      if (!solana || !isSolanaChain(solana, chainId)) throw new ApiFailure(400, `Chain ${chainId} is not the sandbox Solana cluster`, 4901)
      return { result: await chainCall(() => forwardSolanaRpc(solana, method, params)) }
    },
  }

  const server = createServer((request, response) => {
    void route(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: error instanceof Error ? error.message : String(error) } })
    })
  })

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    response.setHeader('cache-control', 'no-store')
    if (request.method === 'GET' && path === '/sdk') {
      // Any page may embed the frame; the frame itself decides whom it talks to (frame.ts).
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    } else if (request.method === 'GET' && path === '/frame.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script)
    } else if (await social.route(request, response)) {
      // a social or Farcaster page (social-routes.ts)
    } else if (request.method === 'GET' && path === '/device/approve') {
      const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? ''
      const email = auth.approveDevice(token)
      response.writeHead(email ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(approvedPage(email))
    } else if (path === '/__admin/funding' && (request.method === 'GET' || request.method === 'PUT')) {
      // No CORS: a page cannot send the PUT (its preflight fails), only the sandbox admin's own client can
      if (request.method === 'PUT') {
        const { eth } = ((await readJson(request).catch(() => ({}))) ?? {}) as { eth?: unknown }
        if (typeof eth !== 'string' || !/^\d+(\.\d+)?$/.test(eth)) return sendJson(response, 400, { error: { message: 'PUT { "eth": "<decimal amount>" }: the ETH each new account gets' } })
        fundWei = parseEther(eth)
      }
      sendJson(response, 200, { eth: formatEther(fundWei) })
    } else if (request.method === 'GET' && path === '/api/chains') {
      const solana = options.solana ? { solana: { id: solanaChainId(options.solana), name: options.solana.name ?? 'Sandbox Solana' } } : {}
      sendJson(response, 200, { chains: options.chains.map(({ id, name, bundlerUrl }) => ({ id, name, ...(bundlerUrl ? { bundler: true } : {}) })), ...solana })
    } else if (request.method === 'POST' && path.startsWith('/api/')) {
      // Only the frame page (this origin) may use the API: a dApp page cannot call it directly.
      if (request.headers.origin !== url) return sendJson(response, 403, { error: { message: 'Only the frame may call its API' } })
      const action = path.slice('/api/'.length)
      if (!Object.hasOwn(FRAME_API, action)) return sendJson(response, 404, { error: { message: `Unknown action ${action}` } })
      const parsed = v.safeParse(FRAME_API[action as FrameApiAction], await readJson(request))
      if (!parsed.success) return sendJson(response, 400, { error: { message: parsed.issues.map((i) => i.message).join('; ') } })
      try {
        const handle = handlers[action as FrameApiAction] as (body: unknown) => Promise<unknown>
        sendJson(response, 200, await handle(parsed.output))
      } catch (error) {
        if (error instanceof ApiFailure) sendJson(response, error.status, { error: { message: error.message, ...(error.code ? { code: error.code } : {}) } })
        else throw error
      }
    } else {
      sendJson(response, 404, { error: { message: 'not found' } })
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    sdkUrl: `${url}/sdk`,
    stop: async () => {
      mailer.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      if (!port) await rm(outDir, { recursive: true, force: true })
    },
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 256_000) throw new ApiFailure(413, 'Request too big')
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  } catch {
    return undefined
  }
}
