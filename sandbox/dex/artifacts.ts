// The DEX's contracts as Uniswap published them compiled on npm: WETH9 and UniswapV2Router02 from
// @uniswap/v2-periphery 1.1.0-beta.0, UniswapV2Factory and UniswapV2Pair from @uniswap/v2-core
// 1.0.1. Nothing is compiled: each `build/*.json` carries the ABI and the creation code (without
// its 0x prefix, added here).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ContractArtifact } from '../solidity/compile-cached.ts'

export type DexArtifacts = {
  weth: ContractArtifact
  factory: ContractArtifact
  router: ContractArtifact
  /** Created by the Factory; its code's hash is the one Router02 finds pairs with. */
  pair: ContractArtifact
}

const require = createRequire(import.meta.url)

function artifact(file: string): ContractArtifact {
  const path = require.resolve(file)
  const { abi, bytecode } = JSON.parse(readFileSync(path, 'utf8')) as { abi?: unknown; bytecode?: string }
  const code = `0x${(bytecode ?? '').replace(/^0x/, '')}`
  if (!Array.isArray(abi) || !/^0x(?:[0-9a-fA-F]{2})+$/.test(code)) throw new Error(`${path} holds no ABI and bytecode`)
  return { abi: abi as ContractArtifact['abi'], bytecode: code as ContractArtifact['bytecode'] }
}

/** The four artifacts, read from node_modules (a few milliseconds). */
export function dexArtifacts(): DexArtifacts {
  return {
    weth: artifact('@uniswap/v2-periphery/build/WETH9.json'),
    factory: artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    pair: artifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
  }
}
