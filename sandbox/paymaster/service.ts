// The sandbox paymaster service: an ERC-7677 JSON-RPC endpoint on loopback that a wallet asks, per
// user operation, for stub paymaster data (pm_getPaymasterStubData, for gas estimation, with the
// sponsor's name to show) and then the signed data (pm_getPaymasterData), for the sandbox's
// verifying paymaster on every sandbox chain (the chain id in the params picks the chain). Its
// sponsoring policy is the sandbox admin's: GET / PUT /admin/policy (no CORS, so no page can change
// it); GET /admin/status adds each chain's paymaster, deposit and what it has paid.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http, isAddressEqual, toHex, type Address, type Hex } from 'viem'
import { formatUserOperation, type RpcUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'
import { PAYMASTER_SIGNER, paymasterDeposit } from './paymaster-contract.ts'
import { maxOperationCost, signedPaymasterData, stubPaymasterData } from './paymaster-data.ts'
import { DEFAULT_SPONSOR_POLICY, parseSponsorPolicy, refusal, type SponsorPolicy } from './sponsor-policy.ts'

export type PaymasterServiceChain = { id: number; name: string; rpcUrl: string }

export type StartPaymasterServiceOptions = {
  chains: readonly PaymasterServiceChain[]
  /** The paymaster contract (the same address on every chain). */
  paymaster: Address
  /** 127.0.0.1 port; 0 picks a free one. */
  port?: number
  policy?: SponsorPolicy
}

export type PaymasterService = {
  /** The ERC-7677 endpoint (http://127.0.0.1:<port>/): the paymasterService capability's url. */
  url: string
  /** GET / PUT the policy here (JSON). Loopback, no CORS. */
  policyUrl: string
  stop(): Promise<void>
}

/** The JSON-RPC error a refused sponsorship answers (an application error in JSON-RPC's server range). */
export const SPONSORSHIP_REFUSED = -32001
const INVALID_PARAMS = -32602

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type' }

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? toHex(value) : value)))
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

/** Starts the service; resolves once it listens. */
export async function startPaymasterService(options: StartPaymasterServiceOptions): Promise<PaymasterService> {
  let policy: SponsorPolicy = options.policy ?? DEFAULT_SPONSOR_POLICY
  const signer = privateKeyToAccount(PAYMASTER_SIGNER.privateKey)
  const clients = new Map(options.chains.map((chain) => [chain.id, createPublicClient({ transport: http(chain.rpcUrl) })]))
  // What the deposit held at start: what it lacks now is what the paymaster has paid.
  const startDeposits = new Map(await Promise.all(options.chains.map(async (chain) => [chain.id, await paymasterDeposit(chain.rpcUrl, options.paymaster)] as const)))
  const spent = async (chain: PaymasterServiceChain) => {
    const now = await paymasterDeposit(chain.rpcUrl, options.paymaster)
    const before = startDeposits.get(chain.id)!
    return before > now ? before - now : 0n
  }

  /** The chain, operation and EntryPoint of pm_getPaymasterStubData / pm_getPaymasterData params. */
  function readParams(params: unknown) {
    if (!Array.isArray(params) || params.length < 3) throw new RpcFailure(INVALID_PARAMS, 'Expected [userOperation, entryPoint, chainId, context?]')
    const [rawOp, entryPoint, chainId] = params as [RpcUserOperation<'0.8'>, string, string]
    if (typeof entryPoint !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(entryPoint) || !isAddressEqual(entryPoint as Address, sandboxSmartAccounts.entryPoint)) {
      throw new RpcFailure(INVALID_PARAMS, `The sandbox paymaster serves EntryPoint 0.8 (${sandboxSmartAccounts.entryPoint}) only`)
    }
    const chain = options.chains.find((c) => c.id === Number(chainId))
    if (!chain) throw new RpcFailure(INVALID_PARAMS, `The sandbox paymaster serves chains ${options.chains.map((c) => c.id).join(', ')}, not ${chainId}`)
    if (typeof rawOp !== 'object' || rawOp === null || typeof rawOp.callData !== 'string' || typeof rawOp.sender !== 'string') throw new RpcFailure(INVALID_PARAMS, 'The user operation needs sender and callData')
    // gas fields a wallet leaves out at the stub stage count as zero
    const zero = { callGasLimit: '0x0', verificationGasLimit: '0x0', preVerificationGas: '0x0', maxFeePerGas: '0x0', maxPriorityFeePerGas: '0x0', nonce: '0x0', signature: '0x' } as const
    const op = formatUserOperation(Object.assign({}, zero, rawOp)) as UserOperation<'0.8'>
    return { chain, op }
  }

  async function check(chain: PaymasterServiceChain, op: UserOperation<'0.8'>, maxCostWei: bigint): Promise<void> {
    const why = refusal(policy, { callData: op.callData as Hex, maxCostWei }, await spent(chain))
    if (why) throw new RpcFailure(SPONSORSHIP_REFUSED, why)
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'pm_getPaymasterStubData': {
        const { chain, op } = readParams(params)
        await check(chain, op, 0n)
        const sponsor = policy.sponsorName ? { sponsor: { name: policy.sponsorName } } : {}
        return { ...stubPaymasterData(options.paymaster), ...sponsor, isFinal: false }
      }
      case 'pm_getPaymasterData': {
        const { chain, op } = readParams(params)
        await check(chain, op, maxOperationCost(op))
        const client = clients.get(chain.id)!
        const { timestamp } = await client.getBlock()
        return signedPaymasterData(client, { op, paymaster: options.paymaster, signer, now: Number(timestamp) })
      }
      default:
        throw new RpcFailure(-32601, `The sandbox paymaster answers pm_getPaymasterStubData and pm_getPaymasterData, not ${method}`)
    }
  }

  async function status() {
    return {
      policy,
      paymaster: options.paymaster,
      signer: signer.address,
      chains: await Promise.all(options.chains.map(async (chain) => ({ chainId: chain.id, name: chain.name, depositWei: (await paymasterDeposit(chain.rpcUrl, options.paymaster)).toString(), spentWei: (await spent(chain)).toString() }))),
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/admin/policy' || path === '/admin/status') {
      if (request.method === 'PUT' && path === '/admin/policy') {
        const parsed = parseSponsorPolicy(await readJson(request).catch(() => undefined))
        if ('error' in parsed) return send(response, 400, { error: parsed.error })
        policy = parsed.policy
      } else if (request.method !== 'GET') {
        return send(response, 405, { error: 'GET, or PUT a policy' })
      }
      return send(response, 200, path === '/admin/policy' ? policy : await status())
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      return void response.end()
    }
    if (request.method !== 'POST' || path !== '/') return send(response, 404, { error: 'POST JSON-RPC to /' }, cors)
    const body = (await readJson(request).catch(() => undefined)) as { id?: unknown; method?: unknown; params?: unknown } | undefined
    const id = body?.id ?? null
    if (typeof body?.method !== 'string') return send(response, 200, { jsonrpc: '2.0', id, error: { code: -32600, message: 'Not a JSON-RPC request' } }, cors)
    try {
      send(response, 200, { jsonrpc: '2.0', id, result: await rpc(body.method, body.params) }, cors)
    } catch (error) {
      const code = error instanceof RpcFailure ? error.code : -32603
      send(response, 200, { jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } }, cors)
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: error instanceof Error ? error.message : String(error) }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    policyUrl: `http://127.0.0.1:${port}/admin/policy`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
