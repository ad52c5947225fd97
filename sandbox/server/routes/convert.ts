// The convert (swap) endpoints (camelCase) over the DEX of the request's
// chain (sandbox/dex/: Uniswap V2 Router02 and its pools): the tokens it trades, quotes from the
// router's getAmountsOut, the chain's gas price, the token's allowance to the router, and real
// Router02 calldata for approvals and swaps. A chain without a DEX lists no tokens and answers the
// other routes with the hosted unsupported-chain error.
import { encodeFunctionData, maxUint256, parseAbi, type Address } from 'viem'
import { dexAssetAddress } from '../../dex/sandbox-dex.ts'
import { rpc } from '../chain-index.ts'
import { quoteSwap } from '../dex-pools.ts'
import { ApiError, isObject, json, requiredParam } from '../http.ts'
import { imageUrl, type ApiRoute, type ApiState } from '../state.ts'
import { NATIVE_TOKEN_ADDRESS, parseCaip10, parseCaip2, tokensOnChain, type Token } from '../tokens.ts'
import { sandboxChain } from './rpc.ts'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)', 'function allowance(address owner, address spender) view returns (uint256)'])
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
/**
 * Gas given for a swap when it is not estimated (`disableEstimate`, or the estimate fails, e.g.
 * before the approval): a Router02 swap takes ~90–135k. An estimate gets half again on top: a pair's
 * first trade in a new second also writes its two price accumulators (UniswapV2Pair._update, up to
 * ~45k more), which an estimate made in the previous block's second does not see.
 */
export const SWAP_GAS = 200_000n
/** How long a built swap stays valid: its deadline is this after the later of now and the chain's latest block time. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

type Chain = ReturnType<typeof sandboxChain>

/** The chain's DEX; the hosted unsupported-chain 400 when the chain has none. */
function dexOf(chain: Chain) {
  const dex = chain.config.dex
  if (!dex) throw new ApiError(400, 'chainId', `We don't support the chainId you provided: eip155:${chain.config.chainId} (no DEX on this sandbox chain)`)
  return dex
}

/** The tokens the chain's DEX trades: the native coin and the chain's sandbox tokens that are in a pool. */
export function swapTokens(chain: Chain): Token[] {
  const dex = chain.config.dex
  if (!dex) return []
  const pooled = new Set(dex.pools.flatMap((pool) => pool.assets.filter((asset) => asset !== 'ETH').map((asset) => dexAssetAddress(asset, dex).toLowerCase())))
  return tokensOnChain(chain.config.tokens).filter((token) => token.address === NATIVE_TOKEN_ADDRESS || pooled.has(token.address.toLowerCase()))
}

/** A CAIP-10 token the DEX of a sandbox chain trades; a 400 naming `field` otherwise. */
function tokenParam(state: ApiState, value: string | undefined, field: string): { token: Token; chain: Chain; chainId: number; caip10: string } {
  const parsed = value ? parseCaip10(value) : undefined
  if (!parsed) throw new ApiError(400, field, `${field} must be a CAIP-10 address (eip155:<chain>:0x…), got ${JSON.stringify(value ?? null)}`)
  const chain = sandboxChain(state, `eip155:${parsed.chainId}`)
  dexOf(chain)
  const token = swapTokens(chain).find((entry) => entry.address.toLowerCase() === parsed.address.toLowerCase())
  if (!token) throw new ApiError(400, field, `Token not supported by the sandbox DEX: ${value}`)
  return { token, chain, chainId: parsed.chainId, caip10: `eip155:${parsed.chainId}:${token.address}` }
}

function amountParam(value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || BigInt(value) === 0n)
    throw new ApiError(400, 'amount', `amount must be a positive integer in base units, got ${JSON.stringify(value ?? null)}`)
  return BigInt(value)
}

async function gasPrice(chain: Chain): Promise<bigint> {
  return BigInt(await rpc<string>(chain.config.rpcUrl, 'eth_gasPrice'))
}

/** Two different tokens of one chain (and the user's address on it), with the hosted API's messages. */
function samePair(from: { chainId: number; token: Token }, to: { chainId: number; token: Token }, userChainId?: number) {
  if (userChainId === undefined && from.chainId !== to.chainId) throw new ApiError(400, 'to', '`from` and `to` chain IDs must have the same value')
  if (userChainId !== undefined && (from.chainId !== to.chainId || userChainId !== from.chainId))
    throw new ApiError(400, 'to', '`from`, `to` and `userAddress` chain IDs must have the same value')
  if (from.token.address === to.token.address) throw new ApiError(400, 'to', '`from` and `to` must be different tokens')
}

export const convertRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle({ query, projectId, state }) {
      const chainId = requiredParam(query, 'chainId')
      const chain = state.chains.get(parseCaip2(chainId) ?? -1)
      if (!chain) return json({ tokens: [] })
      return json({
        tokens: swapTokens(chain).map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${chainId}:${token.address}`,
          decimals: token.decimals,
          logoUri: imageUrl(state, 'public/getTokenImage', token.symbol, projectId),
          eip2612: token.eip2612,
        })),
      })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    async handle({ query, state }) {
      const amount = amountParam(query.get('amount') ?? undefined)
      const from = tokenParam(state, query.get('from') ?? undefined, 'from')
      const to = tokenParam(state, query.get('to') ?? undefined, 'to')
      samePair(from, to)
      const { amountOut } = await quoteSwap(from.chain.config.rpcUrl, dexOf(from.chain), from.token.address, to.token.address, amount)
      return json({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: from.caip10, toAmount: amountOut.toString(), toAccount: to.caip10 }] })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    async handle({ query, state }) {
      const token = tokenParam(state, query.get('tokenAddress') ?? undefined, 'tokenAddress')
      const user = parseCaip10(requiredParam(query, 'userAddress'))
      if (!user) throw new ApiError(400, 'userAddress', 'userAddress must be a CAIP-10 address')
      // The native coin is sent as the swap's value: nothing to approve.
      if (token.token.address === NATIVE_TOKEN_ADDRESS) return json({ allowance: maxUint256.toString() })
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user.address as Address, dexOf(token.chain).router] })
      const result = await rpc<string>(token.chain.config.rpcUrl, 'eth_call', [{ to: token.token.address, data }, 'latest'])
      return json({ allowance: BigInt(result).toString() })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/gas-price',
    async handle({ query, state }) {
      const chain = sandboxChain(state, requiredParam(query, 'chainId'))
      const price = await gasPrice(chain)
      return json({ standard: price.toString(), fast: ((price * 120n) / 100n).toString(), instant: ((price * 150n) / 100n).toString() })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    async handle({ query, state }) {
      const from = tokenParam(state, query.get('from') ?? undefined, 'from')
      const to = tokenParam(state, query.get('to') ?? undefined, 'to')
      samePair(from, to)
      if (from.token.address === NATIVE_TOKEN_ADDRESS) throw new ApiError(400, 'from', 'The native token needs no approval')
      const amountRaw = query.get('amount')
      const amount = amountRaw === null || amountRaw === '' ? maxUint256 : amountParam(amountRaw)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [dexOf(from.chain).router, amount] })
      // As on the hosted API: `from` echoes the token, `to` is the token contract the approval is sent to.
      return json({ tx: { from: from.caip10, to: from.caip10, data, value: '0', eip155: { gasPrice: (await gasPrice(from.chain)).toString() } } })
    },
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    project: { from: 'query-or-body' },
    async handle({ body, state }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {amount, from, to, userAddress, eip155}')
      const amount = amountParam(input.amount)
      const from = tokenParam(state, input.from as string | undefined, 'from')
      const to = tokenParam(state, input.to as string | undefined, 'to')
      const user = typeof input.userAddress === 'string' ? parseCaip10(input.userAddress) : undefined
      if (!user) throw new ApiError(400, 'userAddress', 'userAddress must be a CAIP-10 address')
      samePair(from, to, user.chainId)
      const eip155 = input.eip155
      if (!isObject(eip155) || typeof eip155.slippage !== 'number' || eip155.slippage < 0 || eip155.slippage > 50)
        throw new ApiError(400, 'eip155', 'slippage parameter is necessary for this type of conversion (eip155.slippage, percent, 0 to 50)')

      const { chain } = from
      const dex = dexOf(chain)
      const { amountOut, path } = await quoteSwap(chain.config.rpcUrl, dex, from.token.address, to.token.address, amount)
      const amountOutMin = (amountOut * BigInt(Math.round((100 - eip155.slippage) * 100))) / 10_000n
      // The next block's time is at least now and after the latest block's (an idle anvil's latest
      // block can be hours old; a chain whose time was moved ahead is past the wall clock).
      const latest = await rpc<{ timestamp: string }>(chain.config.rpcUrl, 'eth_getBlockByNumber', ['latest', false])
      const now = BigInt(Math.floor(Date.now() / 1000))
      const base = BigInt(latest.timestamp) > now ? BigInt(latest.timestamp) : now
      const deadline = base + BigInt(SWAP_DEADLINE_SECONDS)
      const recipient = user.address as Address
      const native = NATIVE_TOKEN_ADDRESS
      const data =
        from.token.address === native
          ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, recipient, deadline] })
          : to.token.address === native
            ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [amount, amountOutMin, path, recipient, deadline] })
            : encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [amount, amountOutMin, path, recipient, deadline] })
      // The swap's value is the amount when the native coin is sold (the caller sends it: the hosted answer carries no value).
      const value = from.token.address === native ? amount : 0n
      let gas = SWAP_GAS
      if (input.disableEstimate !== true) {
        const call = { from: recipient, to: dex.router, data, value: `0x${value.toString(16)}` }
        gas = await rpc<string>(chain.config.rpcUrl, 'eth_estimateGas', [call]).then(
          (estimate) => (BigInt(estimate) * 15n) / 10n,
          () => SWAP_GAS,
        )
      }
      return json({
        tx: {
          from: `eip155:${user.chainId}:${user.address}`,
          to: `eip155:${from.chainId}:${dex.router}`,
          data,
          // As on the hosted API (1inch's dstAmount): what the swap is quoted to give, in `to`'s base units.
          amount: amountOut.toString(),
          eip155: { gas: gas.toString(), gasPrice: (await gasPrice(chain)).toString() },
        },
      })
    },
  },
]
