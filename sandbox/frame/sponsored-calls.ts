// A wallet_sendCalls with the paymasterService capability (ERC-7677), from the user's smart account
// (the ERC-4337 contract account or the key's EIP-7702 account):
// the frame page asks the app's paymaster service itself (pm_getPaymasterStubData for the estimate and
// the sponsor's name, then pm_getPaymasterData) while it prepares the ONE user operation of all the
// calls, BEFORE the approval card, so a refusal is said without asking the user anything and the
// card can say who pays the gas. Approved, the prepared operation is signed and sent as it is.
// Browser-safe (viem's paymaster client over fetch: the service answers CORS).
import { http, type Address, type Hex } from 'viem'
import { createPaymasterClient, type GetPaymasterStubDataParameters } from 'viem/account-abstraction'
import type { SmartKind } from './account-choice.ts'
import type { UserKeys } from './keys.ts'
import { callOf, rootMessage, smartAccountOf, type BundlerRpc } from './smart-account-signer.ts'
import { SignerError, type ReadRpc, type SignerChain } from './signer.ts'

/** EIP-5792's error for a capability the wallet cannot honour that the app did not mark optional. */
export const UNSUPPORTED_CAPABILITY = 5700

export type PaymasterCapability = { url: string; context?: Record<string, unknown>; optional: boolean }

/**
 * The paymasterService capability of a wallet_sendCalls request (top level, or on every call), or
 * undefined when it has none. Throws -32602 when it is there but has no http(s) url.
 */
export function paymasterCapabilityOf(params: unknown): PaymasterCapability | undefined {
  const [bundle] = Array.isArray(params) ? params : []
  const raw = (bundle as { capabilities?: { paymasterService?: unknown } } | undefined)?.capabilities?.paymasterService
  if (raw === undefined) return undefined
  const { url, context, optional } = (raw ?? {}) as { url?: unknown; context?: unknown; optional?: unknown }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new SignerError(-32602, 'The paymasterService capability needs the paymaster service\'s http(s) "url"')
  return { url, context: typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : undefined, optional: optional === true }
}

export type SponsoredCalls = {
  /** The sponsor's name from the paymaster service (ERC-7677's `sponsor.name`), for "Gas paid by …". */
  sponsor?: string
  /** Signs the prepared operation and sends it; its hash is the EIP-5792 id. */
  send(): Promise<{ id: Hex }>
}

/**
 * Prepares the smart account's ONE user operation of `params`' calls with paymaster data from
 * `capability.url`. A refusal or an unreachable service fails here with the service's reason.
 */
export async function prepareSponsoredCalls(
  keys: UserKeys,
  chain: SignerChain,
  params: unknown,
  read: ReadRpc,
  bundler: BundlerRpc,
  address: Address | undefined,
  capability: PaymasterCapability,
  kind: SmartKind = 'smartAccount',
): Promise<SponsoredCalls> {
  const [bundle] = params as [{ calls: Record<string, unknown>[] }]
  const calls = bundle.calls.map(callOf)
  const { account, bundlerClient, authorization } = await smartAccountOf(keys, chain, read, bundler, address, kind)
  const service = createPaymasterClient({ transport: http(capability.url, { retryCount: 0 }) })
  let sponsor: string | undefined
  const paymaster = {
    async getPaymasterStubData(parameters: GetPaymasterStubDataParameters) {
      const stub = await service.getPaymasterStubData(parameters)
      sponsor = stub.sponsor?.name
      return stub
    },
    getPaymasterData: service.getPaymasterData,
  }
  let prepared: Awaited<ReturnType<typeof bundlerClient.prepareUserOperation>>
  try {
    // a 7702 account not delegated yet: the operation carries the authorization (signed before the card: it sets code only when the operation runs)
    prepared = await bundlerClient.prepareUserOperation({ calls, paymaster, paymasterContext: capability.context, authorization: await authorization() })
  } catch (error) {
    throw new SignerError(-32603, `The paymaster did not sponsor this transaction: ${rootMessage(error)}`)
  }
  return {
    sponsor,
    async send() {
      const signature = await account.signUserOperation(prepared)
      try {
        return { id: await bundlerClient.sendUserOperation({ ...prepared, signature } as never) }
      } catch (error) {
        throw new SignerError(-32603, `User operation not sent: ${rootMessage(error)}`)
      }
    },
  }
}
