// The sandbox DEX at start: Uniswap V2 deployed to every chain and its pools filled. Needs the
// sandbox tokens deployed first (their deployment mints the DEX deployer its pool tokens).
import { dexArtifacts } from './artifacts.ts'
import { deployDexContracts } from './deploy.ts'
import { seedDexPools } from './seed-pools.ts'

export { sandboxDex, SANDBOX_DEX_DEPLOYER, DEX_LIQUIDITY_FUNDING, ETH_PRICE_IN_STABLES, ETH_POOL_DEPTH, STABLE_POOL_DEPTH, PAIR_INIT_CODE_HASH, dexAssetAddress, type SandboxDex, type SandboxDexPool, type DexAsset } from './sandbox-dex.ts'
export { dexArtifacts, type DexArtifacts } from './artifacts.ts'
export { deployDexContracts } from './deploy.ts'
export { seedDexPools, dexAssetUnits } from './seed-pools.ts'

/** Deploys WETH9, the Factory and Router02 and fills the pools on each chain (idempotent). */
export async function prepareSandboxDex(rpcUrls: readonly string[]): Promise<void> {
  const artifacts = dexArtifacts()
  await Promise.all(
    rpcUrls.map(async (rpcUrl) => {
      await deployDexContracts(rpcUrl, artifacts)
      await seedDexPools(rpcUrl)
    }),
  )
}
