// The paymasterService capability (ERC-7677) for a wallet Portico does not sign for (an injected or a
// WalletConnect wallet): a wallet_sendCalls that names it goes to the wallet as it is when the wallet
// reports paymasterService as supported on the call's chain (EIP-5792 wallet_getCapabilities), and is
// refused before the wallet is asked otherwise, with EIP-5792's error for an unsupported capability,
// unless the app marked it optional (then the wallet may send the calls unsponsored).

/** EIP-5792: the wallet does not support a capability the request did not mark optional. */
export const UNSUPPORTED_CAPABILITY = 5700

/**
 * Asks the wallet who would pay the gas of a transaction before it is sent: params `[tx]` (as
 * eth_sendTransaction's; several transactions ask about them sent in order as one batch, as an
 * approve and a swap go), answered `{ sponsor: name }` when a paymaster sponsors it and null when
 * the account pays its own gas. Portico's embedded wallet answers it (the frame asks the app's
 * paymaster service, as the send will); other wallets do not know it, which means "the account pays".
 */
export const SPONSOR_OF_METHOD = 'portico_sponsorOf'

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>
type Bundle = { from?: unknown; chainId?: unknown; capabilities?: { paymasterService?: { optional?: unknown } } }

const hexChain = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * Resolves when `params` (wallet_sendCalls') may go to the wallet; rejects with code 5700 when they
 * name a non-optional paymasterService the wallet does not report on the chain (`chainId`, or the
 * bundle's own). `request` asks the wallet; `account` is the connected address.
 */
export async function checkPaymasterCapability(request: Request, params: unknown, chainId: number, account: string | undefined): Promise<void> {
  const [bundle] = Array.isArray(params) ? (params as [Bundle?]) : []
  const capability = bundle?.capabilities?.paymasterService
  if (capability === undefined || capability?.optional === true) return
  const chain = bundle?.chainId !== undefined ? Number(bundle.chainId) : chainId
  const from = typeof bundle?.from === 'string' ? bundle.from : account
  let supported = false
  try {
    const answer = (await request({ method: 'wallet_getCapabilities', params: [from, [hexChain(chain)]] })) as Record<string, { paymasterService?: { supported?: unknown } }> | null
    supported = answer?.[hexChain(chain)]?.paymasterService?.supported === true
  } catch {
    // a wallet without wallet_getCapabilities reports no capability
  }
  if (!supported) {
    throw Object.assign(new Error(`Unsupported non-optional capability: paymasterService. The connected wallet does not report ERC-7677 paymaster support on chain ${chain}; mark it optional to send unsponsored.`), {
      code: UNSUPPORTED_CAPABILITY,
    })
  }
}
