import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, erc20Abi, getContractAddress, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { DEX_LIQUIDITY_FUNDING, SANDBOX_DEX_DEPLOYER } from '../dex/sandbox-dex.ts'
import { EXCHANGE_HOT_WALLET, EXCHANGE_TOKEN_FUNDING } from '../exchange/exchange-account.ts'
import { ONRAMP_PROVIDER_EVM, ONRAMP_PROVIDER_TOKEN_FUNDING } from '../onramp/provider-accounts.ts'
import { compileSandboxToken, type TokenArtifact } from './compile.ts'
import { deploySandboxTokens } from './deploy.ts'
import { prepareSandboxTokens, SANDBOX_TOKEN_DEPLOYER, SANDBOX_TOKEN_FUNDING, SANDBOX_TOKEN_MINT_ABI, sandboxTokens } from './index.ts'

let anvils: AnvilInstance[]
let artifact: TokenArtifact
beforeAll(async () => {
  anvils = await Promise.all([startAnvil({ chainId: 1337 }), startAnvil({ chainId: 8453 })])
  artifact = await compileSandboxToken()
}, 60_000)
afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))

const client = (anvil: AnvilInstance) => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('sandbox tokens', () => {
  it('have the addresses CREATE gives the deployer at their nonces', () => {
    expect(privateKeyToAccount(SANDBOX_TOKEN_DEPLOYER.privateKey).address).toBe(SANDBOX_TOKEN_DEPLOYER.address)
    for (const token of sandboxTokens) expect(getContractAddress({ from: SANDBOX_TOKEN_DEPLOYER.address, nonce: BigInt(token.deployNonce) })).toBe(token.address)
    expect(sandboxTokens.map(({ symbol, decimals }) => [symbol, decimals])).toEqual([
      ['sUSDC', 6],
      ['sDAI', 18],
    ])
  })

  it('deploy to every chain at their fixed addresses with their metadata, funding dev accounts #0 and #1, the DEX deployer and the on-ramp provider', async () => {
    await prepareSandboxTokens(anvils.map((anvil) => anvil.rpcUrl))
    for (const anvil of anvils) {
      const chain = client(anvil)
      for (const token of sandboxTokens) {
        const read = <T>(functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') => chain.readContract({ address: token.address, abi: erc20Abi, functionName }) as Promise<T>
        expect(await read('name')).toBe(token.name)
        expect(await read('symbol')).toBe(token.symbol)
        expect(await read('decimals')).toBe(token.decimals)
        const funding = parseUnits(String(SANDBOX_TOKEN_FUNDING), token.decimals)
        const liquidity = parseUnits(String(DEX_LIQUIDITY_FUNDING[token.symbol]), token.decimals)
        expect(liquidity).toBeGreaterThan(0n)
        const stock = parseUnits(String(ONRAMP_PROVIDER_TOKEN_FUNDING), token.decimals)
        const exchangeStock = parseUnits(String(EXCHANGE_TOKEN_FUNDING), token.decimals)
        expect(await read('totalSupply')).toBe(funding * 2n + liquidity + stock + exchangeStock)
        expect(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [EXCHANGE_HOT_WALLET.address] })).toBe(exchangeStock)
        expect(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [ONRAMP_PROVIDER_EVM.address] })).toBe(stock)
        expect(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [SANDBOX_DEX_DEPLOYER.address] })).toBe(liquidity)
        for (const holder of [ANVIL_ACCOUNT_0.address, ANVIL_ACCOUNT_1.address])
          expect(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(funding)
      }
      // The dev accounts' nonces are untouched: the deployer is its own account.
      expect(await chain.getTransactionCount({ address: ANVIL_ACCOUNT_0.address })).toBe(0)
    }
  }, 60_000)

  it('deploys again as a no-op, and transfers work like any ERC-20', async () => {
    const [anvil] = anvils
    const chain = client(anvil)
    const before = await chain.getBlockNumber()
    await deploySandboxTokens(anvil.rpcUrl, artifact)
    expect(await chain.getBlockNumber()).toBe(before)

    const [usdc] = sandboxTokens
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport: http(anvil.rpcUrl) })
    const hash = await wallet.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [ANVIL_ACCOUNT_0.address, 1_500_000n], chain: null })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ACCOUNT_0.address] })).toBe(10_001_500_000n)
  }, 60_000)

  it('is a faucet: any account mints itself tokens, raising the supply', async () => {
    const [anvil] = anvils
    const chain = client(anvil)
    const [usdc] = sandboxTokens
    const minter = privateKeyToAccount(generatePrivateKey())
    await chain.request({ method: 'anvil_setBalance' as never, params: [minter.address, '0xde0b6b3a7640000'] as never })
    const supply = await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'totalSupply' })
    const wallet = createWalletClient({ account: minter, transport: http(anvil.rpcUrl) })
    const hash = await wallet.writeContract({ address: usdc.address, abi: SANDBOX_TOKEN_MINT_ABI, functionName: 'mint', args: [minter.address, 2_000_000n], chain: null })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [minter.address] })).toBe(2_000_000n)
    expect(await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'totalSupply' })).toBe(supply + 2_000_000n)
  }, 60_000)

  it('a second preparation (a second sandbox start) reads the compile cache and deploys to a fresh chain', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'portico-token-prepare-'))
    const fresh = await startAnvil()
    try {
      expect((await prepareSandboxTokens([anvils[0].rpcUrl], { cacheDir })).cached).toBe(false)
      // `cached` says the compile cache was read (no wall-clock bound: speed belongs to the bench)
      expect((await prepareSandboxTokens([fresh.rpcUrl], { cacheDir })).cached).toBe(true)
      const [usdc] = sandboxTokens
      expect(await client(fresh).readContract({ address: usdc.address, abi: erc20Abi, functionName: 'decimals' })).toBe(6)
    } finally {
      await Promise.all([fresh.stop(), rm(cacheDir, { recursive: true, force: true })])
    }
  }, 60_000)

  it('refuses, naming the token, when the deployer has moved past its nonce', async () => {
    const anvil = await startAnvil()
    try {
      const chain = client(anvil)
      await chain.request({ method: 'anvil_setNonce' as never, params: [SANDBOX_TOKEN_DEPLOYER.address, '0x5'] as never })
      await expect(deploySandboxTokens(anvil.rpcUrl, artifact)).rejects.toThrow(
        `Cannot deploy sUSDC to ${sandboxTokens[0].address} on ${anvil.rpcUrl}: it needs the deployer ${SANDBOX_TOKEN_DEPLOYER.address} at nonce 0, which is at nonce 5`,
      )
    } finally {
      await anvil.stop()
    }
  }, 60_000)
})
