// Fills the DEX's pools (sandbox-dex.ts) on one anvil chain: the deployer, who was minted the
// tokens with the sandbox tokens (sandbox/tokens/deploy.ts) and given ETH by deploy.ts, approves
// Router02 and adds each pool's liquidity through it (addLiquidityETH for the ETH pools,
// addLiquidity for sUSDC / sDAI); the router's first addLiquidity creates the pair.
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseAbi, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxTokens } from '../tokens/sandbox-tokens.ts'
import { dexAssetAddress, SANDBOX_DEX_DEPLOYER, sandboxDex, type DexAsset, type SandboxDex, type SandboxDexPool } from './sandbox-dex.ts'

const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
])
const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)'])

/** Gas for one addLiquidity that creates its pair (~2.5 M): given, so the calls can be sent back to back. */
const ADD_LIQUIDITY_GAS = 5_000_000n

/** Base units of `amount` whole units of an asset. */
export function dexAssetUnits(asset: DexAsset, amount: string): bigint {
  const decimals = asset === 'ETH' ? 18 : sandboxTokens.find((token) => token.symbol === asset)!.decimals
  return parseUnits(amount, decimals)
}

/**
 * Adds the liquidity of every pool that holds none yet on the chain at `rpcUrl`, and waits for the
 * receipts. Idempotent: a pool with reserves is left as it is (it may have been traded since).
 * Throws naming the pool when a transaction reverts, or naming the token the deployer lacks.
 */
export async function seedDexPools(rpcUrl: string, dex: SandboxDex = sandboxDex): Promise<void> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(SANDBOX_DEX_DEPLOYER.privateKey), transport })
  const lp = SANDBOX_DEX_DEPLOYER.address

  const empty: SandboxDexPool[] = []
  for (const pool of dex.pools) {
    const code = await chain.getCode({ address: pool.pair })
    const [reserve0] = code && code !== '0x' ? await chain.readContract({ address: pool.pair, abi: pairAbi, functionName: 'getReserves' }) : [0n]
    if (reserve0 === 0n) empty.push(pool)
  }
  if (empty.length === 0) return

  // What the empty pools need of each token, checked against what the deployer holds.
  const needs = new Map<`0x${string}`, { symbol: string; amount: bigint }>()
  for (const pool of empty)
    pool.assets.forEach((asset, i) => {
      if (asset === 'ETH') return
      const address = dexAssetAddress(asset, dex)
      const need = needs.get(address) ?? { symbol: asset, amount: 0n }
      needs.set(address, { symbol: asset, amount: need.amount + dexAssetUnits(asset, pool.liquidity[i]) })
    })
  for (const [address, need] of needs) {
    const balance = await chain.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [lp] })
    if (balance < need.amount)
      throw new Error(`The DEX deployer ${lp} holds ${balance} base units of ${need.symbol} on ${rpcUrl}, its pools need ${need.amount} (were the sandbox tokens deployed with the DEX's funding?)`)
  }

  let nonce = await chain.getTransactionCount({ address: lp })
  const sent: { label: string; hash: Hex }[] = []
  for (const [address, need] of needs) {
    const hash = await wallet.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [dex.router, maxUint256], nonce: nonce++, gas: 100_000n, chain: null })
    sent.push({ label: `approving ${need.symbol} to the router`, hash })
  }
  for (const pool of empty) {
    const [a, b] = pool.assets
    const [amountA, amountB] = [dexAssetUnits(a, pool.liquidity[0]), dexAssetUnits(b, pool.liquidity[1])]
    const label = `adding ${pool.liquidity[0]} ${a} + ${pool.liquidity[1]} ${b} to the ${a}/${b} pool`
    const common = { address: dex.router, abi: routerAbi, nonce: nonce++, gas: ADD_LIQUIDITY_GAS, chain: null } as const
    const hash =
      a === 'ETH' || b === 'ETH'
        ? await wallet.writeContract({
            ...common,
            functionName: 'addLiquidityETH',
            args: [dexAssetAddress(a === 'ETH' ? b : a, dex), a === 'ETH' ? amountB : amountA, 0n, 0n, lp, maxUint256],
            value: a === 'ETH' ? amountA : amountB,
          })
        : await wallet.writeContract({ ...common, functionName: 'addLiquidity', args: [dexAssetAddress(a, dex), dexAssetAddress(b, dex), amountA, amountB, 0n, 0n, lp, maxUint256] })
    sent.push({ label, hash })
  }
  const receipts = await Promise.all(sent.map(({ hash }) => chain.waitForTransactionReceipt({ hash })))
  receipts.forEach((receipt, i) => {
    if (receipt.status !== 'success') throw new Error(`${sent[i].label} on ${rpcUrl} reverted (transaction ${receipt.transactionHash})`)
  })
}
