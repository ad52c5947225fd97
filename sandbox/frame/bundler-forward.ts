// The frame server's side of smart accounts: each user's ERC-4337 account address (the sandbox
// factory's counterfactual address of the user's EVM key, salt 0: the same on every chain) and the
// forwarding of the frame page's bundler calls to the chain's bundler (FrameChain.bundlerUrl). It
// signs nothing: the page signs user operations with the user's key (smart-account.ts).
import { createPublicClient, http, type Address } from 'viem'
import { readContract } from 'viem/actions'
import { sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'
import { factoryAbi, USER_ACCOUNT_SALT } from './smart-account.ts'
import { RpcError, type FrameChain } from './wallet.ts'

/** ERC-4337 bundler methods the frame page may call (EIP-4337 RPC, the gas price alto asks for, alto's status of a sent operation). */
export const BUNDLER_METHODS = new Set([
  'eth_sendUserOperation', 'eth_estimateUserOperationGas', 'eth_getUserOperationReceipt', 'eth_getUserOperationByHash',
  'eth_supportedEntryPoints', 'eth_chainId', 'pimlico_getUserOperationGasPrice', 'pimlico_getUserOperationStatus',
])

/** The chains with a bundler: where the frame offers smart accounts. */
export const smartAccountChains = (chains: readonly FrameChain[]) => chains.filter((chain) => chain.bundlerUrl)

/** The user's smart account address (from the factory on the first chain with a bundler), or undefined where there is none. */
export async function smartAccountAddressOf(chains: readonly FrameChain[], owner: Address): Promise<Address | undefined> {
  const [chain] = smartAccountChains(chains)
  if (!chain) return undefined
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return readContract(client, { address: sandboxSmartAccounts.factory, abi: factoryAbi, functionName: 'getAddress', args: [owner, USER_ACCOUNT_SALT] })
}

/** Forwards one bundler call to the chain's bundler; refuses other methods (4200) and says which bundler failed to answer. */
export async function forwardBundler(chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  if (!chain.bundlerUrl) throw new RpcError(4200, `${chain.name} has no bundler in the sandbox`)
  if (!BUNDLER_METHODS.has(method)) throw new RpcError(4200, `The sandbox frame server forwards bundler methods only, not ${method}`)
  let response: Response
  try {
    response = await fetch(chain.bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
  } catch {
    throw new RpcError(-32603, `The bundler of ${chain.name} is unreachable`)
  }
  const body = (await response.json().catch(() => ({ error: { code: -32603, message: `The bundler of ${chain.name} answered HTTP ${response.status}` } }))) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw new RpcError(body.error.code, body.error.message)
  return body.result
}
