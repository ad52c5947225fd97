// Smart accounts in the frame: where a chain has a bundler the user has an
// ERC-4337 account owned by their EVM key, used by default (the page's preferred type per chain), and
// may use the key's own address as an EIP-7702 account instead (eip7702-account.ts: one address,
// delegated by its first user operation). GET_USER reports the accounts with the one in use; GET_SMART_ACCOUNT_ENABLED_NETWORKS,
// INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT answer for it; RPC_REQUEST from the smart account is
// approved on the frame's card and answered by smart-account-signer.ts (user operations through the
// bundler, ERC-1271 / ERC-6492 signatures); a wallet_sendCalls with the paymasterService capability
// (ERC-7677) is sponsored (sponsored-calls.ts) and its card says who pays the gas, and refused with
// EIP-5792's unsupported-capability error where the EOA is in use; wallet_getCapabilities and a user
// operation's wallet_getCallsStatus are answered here, and who would pay a wallet_sendCalls' gas
// (SPONSOR_OF_METHOD: the same paymaster preparation, nothing signed or sent); wallet_grantPermissions and
// wallet_revokePermissions (ERC-7715) are the smart account's (permission-handlers.ts). Every other request goes to the handlers it wraps.
import type { Hex } from 'viem'
import { SPONSOR_OF_METHOD } from '../../kernel/methods/paymaster-capability.ts'
import { accountKind, createAccountChoice, kindInUse, userAnswer, type SmartKind } from './account-choice.ts'
import { delegatesToImplementation } from './eip7702-account.ts'
import { APPROVAL_METHODS, describeRequest, USER_REJECTED, type ApprovalCard } from './approval-card.ts'
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'
import { checkCalls, signWithSmartAccount, SMART_ACCOUNT_METHODS, userOperationCallsStatus } from './smart-account-signer.ts'
import { grantPermission, revokePermission, type PermissionDeps } from './permission-handlers.ts'
import { paymasterCapabilityOf, prepareSponsoredCalls, UNSUPPORTED_CAPABILITY, type PaymasterCapability } from './sponsored-calls.ts'

const PERMISSION_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions'])
const USER_OPERATION_READS = new Set(['eth_getUserOperationReceipt', 'eth_getUserOperationByHash', 'eth_supportedEntryPoints', 'eth_estimateUserOperationGas'])

/** The bundler-backed account in use on a chain: its address and kind. */
type SmartInUse = { address: Hex; kind: SmartKind }

export function withSmartAccounts(ctx: FrameContext, handlers: Handlers, card: ApprovalCard, projectId = ''): Handlers {
  const choice = createAccountChoice()
  let cached: { token: string; address?: Hex; eoa: Hex } | undefined
  const offered = (chainId: number) => ctx.chains.some((chain) => chain.id === chainId && chain.bundler)
  const chainName = (chainId: number) => ctx.chains.find((chain) => chain.id === chainId)?.name ?? `chain ${chainId}`

  /** The session user's contract account and key addresses (asked once per session). */
  async function userAddresses(): Promise<{ address?: Hex; eoa: Hex }> {
    const token = ctx.token()
    if (!token) throw new FrameError('Not signed in', 4100)
    if (cached?.token !== token) {
      const user = await ctx.api('user', { token })
      cached = { token, address: user.smartAccountAddress, eoa: user.address as Hex }
    }
    return cached
  }
  const smartAccountAddress = async () => (await userAddresses()).address
  /** Whether the account is set up: the contract account has code, the 7702 account's address delegates to Simple7702Account. */
  const isDeployed = async (chainId: number, address: Hex, kind: SmartKind = 'smartAccount') => {
    const result = await ctx.read(chainId, 'eth_getCode', [address, 'latest'])
    if (kind === 'eip7702') return delegatesToImplementation(result as string | undefined)
    return typeof result === 'string' && result !== '0x'
  }
  /** The bundler-backed account in use on `chainId`, or undefined when the EOA is. */
  async function accountInUse(chainId: number): Promise<SmartInUse | undefined> {
    const kind = kindInUse(choice, chainId, offered(chainId))
    if (kind === 'eip7702') return { address: (await userAddresses()).eoa, kind }
    if (kind !== 'smartAccount') return undefined
    const address = await smartAccountAddress()
    return address ? { address, kind } : undefined
  }
  const bundlerOf = (chainId: number) => async (method: string, params: unknown) => (await ctx.api('bundler', { token: ctx.token(), chainId, method, params })).result

  const readOn = (chainId: number) => (method: string, params: unknown) => ctx.read(chainId, method, params)

  /** ERC-7715 on the smart account (permission-handlers.ts); refused where the EOA is in use. */
  async function permissionRequest(chainId: number, method: string, params: unknown) {
    const inUse = offered(chainId) ? await accountInUse(chainId) : undefined
    // the permission module is installed on the contract account
    if (inUse?.kind !== 'smartAccount') throw new FrameError(`${method}: permissions are granted by the smart account; the account in use is not one`, 4200)
    const smart = inUse.address
    const chain = ctx.chains.find((c) => c.id === chainId)!
    const deps: PermissionDeps = {
      keys: () => ctx.keys(),
      chain,
      read: readOn(chainId),
      bundler: bundlerOf(chainId),
      smart,
      app: new URL(ctx.parentOrigin).host,
      card,
      record: async (entry) => {
        await ctx.api('permissions', { token: ctx.token(), projectId, chainId, address: smart, entry })
      },
      log: ctx.log,
    }
    try {
      return method === 'wallet_grantPermissions' ? await grantPermission(deps, params) : await revokePermission(deps, params)
    } catch (error) {
      if (error instanceof FrameError) throw error
      const { message, code } = error as { message?: string; code?: number }
      throw new FrameError(message ?? String(error), code)
    }
  }

  /** Who would pay the gas of wallet_sendCalls-shaped `params`: the paymaster's name, or null when the account pays. */
  async function sponsorOf(chain: FrameContext['chains'][number], params: unknown, smart: SmartInUse | undefined, capability: PaymasterCapability | undefined) {
    if (!smart || !capability) return null
    try {
      checkCalls('wallet_sendCalls', params)
      const sponsored = await prepareSponsoredCalls(await ctx.keys(), chain, params, readOn(chain.id), bundlerOf(chain.id), smart.address, capability, smart.kind)
      // the name the approval card will show
      return { sponsor: sponsored.sponsor ?? 'the app' }
    } catch (error) {
      if (error instanceof FrameError) throw error
      const { message, code } = error as { message?: string; code?: number }
      throw new FrameError(message ?? String(error), code)
    }
  }

  const getUser = handlers.GET_USER
  const rpcRequest = handlers.RPC_REQUEST
  return {
    ...handlers,
    GET_USER: async (payload) => {
      if (!getUser) throw new FrameError('GET_USER is not available in the sandbox frame')
      const requested = chainNumber(payload?.chainId)
      const kind = accountKind(payload?.preferredAccountType)
      if (kind && requested !== undefined) choice.preferred.set(requested, kind)
      // the wrapped handler moves to the chain and answers for the EOA
      const base = await getUser(payload)
      const chainId = chainNumber(base.chainId)
      if (chainId === undefined || !offered(chainId)) return base
      if (kind && requested === undefined) choice.preferred.set(chainId, kind)
      const smart = await smartAccountAddress()
      const inUse = kindInUse(choice, chainId, true)
      if (!smart && inUse !== 'eip7702') return base
      const eoa = base.accounts?.find((a) => a.type === 'eoa')?.address ?? base.address
      const deployed = inUse === 'eip7702' ? await isDeployed(chainId, eoa as Hex, inUse) : await isDeployed(chainId, smart!)
      return { ...base, ...userAnswer({ email: base.email ?? null, address: eoa, smartAccountAddress: smart }, chainId, inUse, deployed) }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: ctx.chains.filter((chain) => chain.bundler).map((chain) => chain.id) }),
    INIT_SMART_ACCOUNT: async () => {
      if (!offered(ctx.chainId)) throw new FrameError(`Smart accounts are not available on ${chainName(ctx.chainId)}`)
      const inUse = await accountInUse(ctx.chainId)
      if (inUse?.kind === 'eip7702') return { address: inUse.address, isDeployed: await isDeployed(ctx.chainId, inUse.address, inUse.kind) }
      const address = await smartAccountAddress()
      if (!address) throw new FrameError('This user has no smart account')
      return { address, isDeployed: await isDeployed(ctx.chainId, address) }
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const kind = accountKind(type)
      if (!kind) throw new FrameError(`Unknown account type "${type}": eoa, smartAccount or eip7702`)
      if (kind !== 'eoa' && !offered(ctx.chainId)) throw new FrameError(`Smart accounts are not available on ${chainName(ctx.chainId)}`)
      const smart = kind === 'smartAccount' ? await smartAccountAddress() : undefined
      if (kind === 'smartAccount' && !smart) throw new FrameError('This user has no smart account')
      choice.preferred.set(ctx.chainId, kind)
      if (smart) return { type: 'smartAccount', address: smart }
      // the 7702 account is the key's own address
      if (kind === 'eip7702') return { type: 'eip7702', address: (await userAddresses()).eoa }
      const user = await ctx.api('user', { token: ctx.token() })
      return { type: 'eoa', address: user.address }
    },
    RPC_REQUEST: async (request) => {
      if (!rpcRequest) throw new FrameError('RPC_REQUEST is not available in the sandbox frame')
      if ((request.chainNamespace ?? 'eip155') !== 'eip155') return rpcRequest(request)
      const chainId = chainNumber(request.chainId) ?? ctx.chainId
      const { method, params } = request
      if (method === 'wallet_getCapabilities') {
        // EIP-5792: atomic batches where the address asked about is the smart account, or the
        // key's address while it is the 7702 account there, on the chains asked for (the optional
        // second param) or on all of them
        const [address, only] = Array.isArray(params) ? params : []
        const same = (a: string | undefined) => typeof address === 'string' && a !== undefined && address.toLowerCase() === a.toLowerCase()
        const user = offered(chainId) ? await userAddresses() : undefined
        const asked = Array.isArray(only) ? new Set(only.map((id) => Number(id))) : undefined
        return Object.fromEntries(
          ctx.chains
            .filter((chain) => !asked || asked.has(chain.id))
            .map((chain) => {
              const kind = kindInUse(choice, chain.id, Boolean(chain.bundler))
              const smartHere = Boolean(chain.bundler) && (same(user?.address) || (kind === 'eip7702' && same(user?.eoa)))
              // ERC-7677: a sponsor's paymaster service pays the smart account's gas
              return [`0x${chain.id.toString(16)}`, { atomic: { status: smartHere ? 'supported' : 'unsupported' }, ...(smartHere ? { paymasterService: { supported: true } } : {}) }]
            }),
        )
      }
      // The user-operation reads: the chain's bundler answers them
      if (USER_OPERATION_READS.has(method) && offered(chainId)) return bundlerOf(chainId)(method, params ?? [])
      if (method === 'wallet_getCallsStatus' && offered(chainId) && Array.isArray(params) && typeof params[0] === 'string') {
        const chain = ctx.chains.find((c) => c.id === chainId)!
        const status = await userOperationCallsStatus(params[0], chain, bundlerOf(chainId))
        if (status) return status
        return rpcRequest(request)
      }
      if (PERMISSION_METHODS.has(method)) return permissionRequest(chainId, method, params)
      if (method !== SPONSOR_OF_METHOD && !SMART_ACCOUNT_METHODS.has(method)) return rpcRequest(request)
      const smart = offered(chainId) ? await accountInUse(chainId) : undefined
      const chain = ctx.chains.find((c) => c.id === chainId)!
      const read = readOn(chainId)
      let sponsor: PaymasterCapability | undefined
      try {
        sponsor = method === 'wallet_sendCalls' || method === SPONSOR_OF_METHOD ? paymasterCapabilityOf(params) : undefined
      } catch (error) {
        throw new FrameError((error as Error).message, (error as { code?: number }).code)
      }
      if (method === SPONSOR_OF_METHOD) return sponsorOf(chain, params, smart, sponsor)
      // EIP-5792: a capability the account cannot honour fails the request unless the app marked it optional
      if (sponsor && !smart && !sponsor.optional) {
        throw new FrameError('Unsupported non-optional capability: paymasterService. The account in use pays its own gas; switch to the smart account to have it sponsored.', UNSUPPORTED_CAPABILITY)
      }
      if (!smart) return rpcRequest(request)
      try {
        checkCalls(method, params)
        if (sponsor) {
          const sponsored = await prepareSponsoredCalls(await ctx.keys(), chain, params, read, bundlerOf(chainId), smart.address, sponsor, smart.kind)
          if (!(await card.ask({ ...describeRequest(method, params, chain.name), sponsor: sponsored.sponsor ?? 'the app' }))) throw new FrameError(USER_REJECTED, 4001)
          return await sponsored.send()
        }
        const keys = await ctx.keys()
        if (APPROVAL_METHODS.has(method) && !(await card.ask(describeRequest(method, params, chain.name)))) throw new FrameError(USER_REJECTED, 4001)
        return await signWithSmartAccount(keys, chain, method, params, read, bundlerOf(chainId), smart.address, smart.kind)
      } catch (error) {
        if (error instanceof FrameError) throw error
        const { message, code } = error as { message?: string; code?: number }
        throw new FrameError(message ?? String(error), code)
      }
    },
  }
}
