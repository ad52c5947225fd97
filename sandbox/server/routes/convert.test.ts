import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, http, maxUint256, parseAbi, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2 } from '../../../testing/accounts.ts'
import { startAnvil, type AnvilInstance } from '../../../testing/anvil.ts'
import { dexArtifacts, deployDexContracts, sandboxDex } from '../../dex/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../../tokens/index.ts'
import { startApiServer, type ApiServer } from '../index.ts'
import { startTestApi, withQuery, type TestApi } from '../test-support.ts'
import { NATIVE_TOKEN_ADDRESS } from '../tokens.ts'
import { SWAP_DEADLINE_SECONDS, SWAP_GAS } from './convert.ts'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

const [usdc, dai] = sandboxTokens
const ETH = `eip155:1337:${NATIVE_TOKEN_ADDRESS}`
const sUSDC = `eip155:1337:${usdc.address}`
const sDAI = `eip155:1337:${dai.address}`
const caip = (address: string) => `eip155:1337:${address}`
const INSUFFICIENT_LIQUIDITY = { status: 'FAILED', reasons: [{ field: '', description: 'Conversion parameter error: insufficient liquidity' }] }

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337], dex: true })), 60_000)
afterAll(() => t?.stop())

const chain = () => createPublicClient({ transport: http(t.anvils[0].rpcUrl) })
const walletOf = (privateKey: Hex) => createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(t.anvils[0].rpcUrl) })
const balanceOf = (token: Address, owner: Address) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const getAmountsOut = async (amount: bigint, path: readonly Address[]) => (await chain().readContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })).at(-1)!

async function expectError(response: Response, status: number, field: string) {
  expect(response.status).toBe(status)
  expect((await response.json()).reasons[0].field).toBe(field)
}

type BuiltSwap = { tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } } }
async function buildSwap(from: string, to: string, amount: bigint, user: Address, extra: Record<string, unknown> = {}): Promise<BuiltSwap> {
  const response = await t.post('/v1/convert/build-transaction', { projectId: 'test-project', amount: amount.toString(), from, to, userAddress: caip(user), eip155: { slippage: 1 }, disableEstimate: true, ...extra }, { projectId: null })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`build-transaction → ${response.status}: ${text}`)
  return JSON.parse(text)
}

/**
 * Sends a built transaction from `privateKey` (value = the amount when selling the native coin) and
 * waits for it. A swap goes with the gas the API gave (`eip155.gas`), as a dApp should pass it: an
 * estimate made in another second than the block that mines it can miss the pair's price-accumulator
 * writes (UniswapV2Pair._update) and run out of gas.
 */
async function send(privateKey: Hex, tx: { to: string; data: Hex; eip155?: { gas?: string } | null }, value = 0n) {
  const gas = tx.eip155?.gas ? BigInt(tx.eip155.gas) : undefined
  const hash = await walletOf(privateKey).sendTransaction({ to: tx.to.split(':')[2] as Address, data: tx.data, value, gas, chain: null })
  return chain().waitForTransactionReceipt({ hash })
}

describe('convert endpoints over the sandbox DEX', () => {
  beforeEach(async () => void (await t.admin('DELETE', '/__admin/faults')))

  it('GET /v1/convert/tokens lists what the DEX trades: the native coin, sUSDC and sDAI', async () => {
    const { tokens } = await t.getJson('/v1/convert/tokens', { chainId: 'eip155:1337' })
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: `${t.api.url}/public/getTokenImage/ETH?projectId=test-project`, eip2612: false },
      { name: 'Sandbox USD Coin', symbol: 'sUSDC', address: sUSDC, decimals: 6, logoUri: `${t.api.url}/public/getTokenImage/sUSDC?projectId=test-project`, eip2612: false },
      { name: 'Sandbox Dai', symbol: 'sDAI', address: sDAI, decimals: 18, logoUri: `${t.api.url}/public/getTokenImage/sDAI?projectId=test-project`, eip2612: false },
    ])
    expect(await t.getJson('/v1/convert/tokens', { chainId: 'eip155:1' })).toEqual({ tokens: [] })
  })

  it("GET /v1/convert/quotes answers the router's getAmountsOut for every pair, both ways", async () => {
    const cases: [string, string, bigint, Address[]][] = [
      [ETH, sUSDC, parseEther('0.1'), [sandboxDex.weth, usdc.address]],
      [sUSDC, ETH, parseUnits('500', 6), [usdc.address, sandboxDex.weth]],
      [ETH, sDAI, parseEther('1'), [sandboxDex.weth, dai.address]],
      [sUSDC, sDAI, parseUnits('25', 6), [usdc.address, dai.address]],
      [sDAI, sUSDC, parseUnits('25', 18), [dai.address, usdc.address]],
    ]
    for (const [from, to, amount, path] of cases) {
      const quote = await t.getJson('/v1/convert/quotes', { amount: amount.toString(), from, to, gasPrice: '1000000000', userAddress: caip(ANVIL_ACCOUNT_0.address) })
      expect(quote).toEqual({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: from, toAmount: (await getAmountsOut(amount, path)).toString(), toAccount: to }] })
    }
    // 0.1 ETH ≈ 183 sUSDC less the 0.3 % fee and the price impact.
    const { quotes } = await t.getJson('/v1/convert/quotes', { amount: parseEther('0.1').toString(), from: ETH, to: sUSDC })
    expect(Number(quotes[0].toAmount) / 1e6).toBeGreaterThan(182)
    expect(Number(quotes[0].toAmount) / 1e6).toBeLessThan(183)
  })

  it('GET /v1/convert/quotes refuses bad input, naming the field', async () => {
    await expectError(await t.get('/v1/convert/quotes', { amount: '-1', from: sUSDC, to: ETH }), 400, 'amount')
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: caip('0x0000000000000000000000000000000000000001'), to: ETH }), 400, 'from')
    // The fixed table's mainnet USDC is not traded by the DEX.
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: caip('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), to: ETH }), 400, 'from')
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: sUSDC, to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` }), 400, 'chainId')
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: sUSDC, to: sUSDC }), 400, 'to')
  })

  it('a pool too thin for the amount answers insufficient liquidity (quotes and build-transaction)', async () => {
    // The ETH pools hold 100 ETH: 101 ETH would take more than half of their sUSDC.
    const thin = await t.get('/v1/convert/quotes', { amount: parseEther('101').toString(), from: ETH, to: sUSDC })
    expect(thin.status).toBe(400)
    expect(await thin.json()).toEqual(INSUFFICIENT_LIQUIDITY)
    // Just below the limit still quotes.
    expect((await t.get('/v1/convert/quotes', { amount: parseEther('99').toString(), from: ETH, to: sUSDC })).status).toBe(200)
    const build = await t.post('/v1/convert/build-transaction', { projectId: 'test-project', amount: parseUnits('150000', 18).toString(), from: sDAI, to: sUSDC, userAddress: caip(ANVIL_ACCOUNT_0.address), eip155: { slippage: 1 } }, { projectId: null })
    expect(build.status).toBe(400)
    expect(await build.json()).toEqual(INSUFFICIENT_LIQUIDITY)
  })

  it('GET /v1/convert/allowance: unlimited for the native coin, the token allowance to Router02 otherwise', async () => {
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: ETH, userAddress: caip(ANVIL_ACCOUNT_0.address) })).toEqual({ allowance: maxUint256.toString() })
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: sDAI, userAddress: caip(ANVIL_ACCOUNT_0.address) })).toEqual({ allowance: '0' })
    const hash = await walletOf(ANVIL_ACCOUNT_0.privateKey).writeContract({ address: dai.address, abi: erc20Abi, functionName: 'approve', args: [sandboxDex.router, 7_000_000n], chain: null })
    await chain().waitForTransactionReceipt({ hash })
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: sDAI, userAddress: caip(ANVIL_ACCOUNT_0.address) })).toEqual({ allowance: '7000000' })
  })

  it("GET /v1/convert/gas-price reads the chain's gas price", async () => {
    const prices = await t.getJson('/v1/convert/gas-price', { chainId: 'eip155:1337' })
    const onChain = await chain().getGasPrice()
    expect(prices).toEqual({ standard: onChain.toString(), fast: ((onChain * 120n) / 100n).toString(), instant: ((onChain * 150n) / 100n).toString() })
    await expectError(await t.get('/v1/convert/gas-price', { chainId: 'eip155:1' }), 400, 'chainId')
  })

  it('GET /v1/convert/build-approve builds an ERC-20 approve of Router02 (unlimited without an amount)', async () => {
    const { tx } = await t.getJson('/v1/convert/build-approve', { from: sUSDC, to: ETH, amount: '5000000', userAddress: caip(ANVIL_ACCOUNT_0.address) })
    expect(tx).toEqual({ from: sUSDC, to: sUSDC, data: expect.stringMatching(/^0x095ea7b3/), value: '0', eip155: { gasPrice: expect.stringMatching(/^\d+$/) } })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data }).args).toEqual([sandboxDex.router, 5_000_000n])
    const unlimited = await t.getJson('/v1/convert/build-approve', { from: sDAI, to: sUSDC })
    expect(decodeFunctionData({ abi: erc20Abi, data: unlimited.tx.data }).args).toEqual([sandboxDex.router, maxUint256])
    await expectError(await t.get('/v1/convert/build-approve', { from: ETH, to: sUSDC }), 400, 'from')
  })

  it('POST /v1/convert/build-transaction: 0.1 ETH → sUSDC really swaps when a wallet sends it', async () => {
    const user = ANVIL_ACCOUNT_2.address
    const amount = parseEther('0.1')
    const quoted = await getAmountsOut(amount, [sandboxDex.weth, usdc.address])
    const { tx } = await buildSwap(ETH, sUSDC, amount, user)
    expect(tx).toEqual({
      from: caip(user),
      to: caip(sandboxDex.router),
      data: expect.stringMatching(/^0x/),
      amount: quoted.toString(),
      eip155: { gas: SWAP_GAS.toString(), gasPrice: expect.stringMatching(/^\d+$/) },
    })
    const { functionName, args } = decodeFunctionData({ abi: routerAbi, data: tx.data })
    expect(functionName).toBe('swapExactETHForTokens')
    const [amountOutMin, path, to, deadline] = args as [bigint, Address[], Address, bigint]
    expect([amountOutMin, path, to]).toEqual([(quoted * 99n) / 100n, [sandboxDex.weth, usdc.address], user])
    const { timestamp } = await chain().getBlock()
    const latest = timestamp > BigInt(Math.floor(Date.now() / 1000)) ? timestamp : BigInt(Math.floor(Date.now() / 1000))
    expect(deadline).toBeGreaterThanOrEqual(latest + BigInt(SWAP_DEADLINE_SECONDS) - 5n)
    expect(deadline).toBeLessThanOrEqual(latest + BigInt(SWAP_DEADLINE_SECONDS))

    const before = await balanceOf(usdc.address, user)
    const receipt = await send(ANVIL_ACCOUNT_2.privateKey, tx, amount)
    expect(receipt.status).toBe('success')
    const received = (await balanceOf(usdc.address, user)) - before
    expect(received).toBeGreaterThanOrEqual(amountOutMin)
    // Nothing traded in between: exactly the quote.
    expect(received).toBe(quoted)
  })

  it('sUSDC → sDAI: allowance 0, the built approval, then the built swap moves both balances', async () => {
    const user = ANVIL_ACCOUNT_1.address
    const amount = parseUnits('250', 6)
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: sUSDC, userAddress: caip(user) })).toEqual({ allowance: '0' })

    const approve = await t.getJson('/v1/convert/build-approve', { from: sUSDC, to: sDAI, amount: amount.toString(), userAddress: caip(user) })
    expect((await send(ANVIL_ACCOUNT_1.privateKey, approve.tx)).status).toBe('success')
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: sUSDC, userAddress: caip(user) })).toEqual({ allowance: amount.toString() })

    // With the allowance in place the gas is estimated (no disableEstimate), above what the swap uses.
    const { tx } = await buildSwap(sUSDC, sDAI, amount, user, { disableEstimate: false })
    expect(decodeFunctionData({ abi: routerAbi, data: tx.data }).functionName).toBe('swapExactTokensForTokens')
    const [usdcBefore, daiBefore] = await Promise.all([balanceOf(usdc.address, user), balanceOf(dai.address, user)])
    const receipt = await send(ANVIL_ACCOUNT_1.privateKey, tx)
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(BigInt(tx.eip155.gas))
    expect(usdcBefore - (await balanceOf(usdc.address, user))).toBe(amount)
    const received = (await balanceOf(dai.address, user)) - daiBefore
    expect(received).toBe(BigInt(tx.amount))
    // 250 less the 0.3 % fee and the price impact of 250 in 100,000.
    expect(received).toBeGreaterThan(parseUnits('248.5', 18))
  })

  it('sDAI → ETH: swapExactTokensForETH pays the native coin', async () => {
    const user = ANVIL_ACCOUNT_1.address
    const amount = parseUnits('183', 18)
    const approve = await t.getJson('/v1/convert/build-approve', { from: sDAI, to: ETH, userAddress: caip(user) })
    await send(ANVIL_ACCOUNT_1.privateKey, approve.tx)
    const { tx } = await buildSwap(sDAI, ETH, amount, user)
    expect(decodeFunctionData({ abi: routerAbi, data: tx.data }).functionName).toBe('swapExactTokensForETH')
    const before = await chain().getBalance({ address: user })
    const receipt = await send(ANVIL_ACCOUNT_1.privateKey, tx)
    const received = (await chain().getBalance({ address: user })) - before + receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBe(BigInt(tx.amount))
    expect(received).toBeGreaterThan(parseEther('0.09'))
  })

  it('a swap whose price moved past the slippage reverts on chain', async () => {
    const user = ANVIL_ACCOUNT_2.address
    const { tx } = await buildSwap(ETH, sDAI, parseEther('1'), user)
    // Someone else buys sDAI with 5 ETH first: the price moves by far more than 1 %.
    const other = await buildSwap(ETH, sDAI, parseEther('5'), ANVIL_ACCOUNT_0.address)
    expect((await send(ANVIL_ACCOUNT_0.privateKey, other.tx, parseEther('5'))).status).toBe('success')
    const before = await balanceOf(dai.address, user)
    const call = { account: user, to: sandboxDex.router, data: tx.data, value: parseEther('1') } as const
    await expect(chain().call(call)).rejects.toThrow(/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/)
    expect((await send(ANVIL_ACCOUNT_2.privateKey, tx, parseEther('1'))).status).toBe('reverted')
    expect(await balanceOf(dai.address, user)).toBe(before)
  })

  it('a swap built after the chain sat idle is not already expired (the deadline counts from now, not the old latest block)', async () => {
    // Mine a block dated an hour ago? anvil cannot go back; instead move the chain an hour ahead and
    // check the deadline follows the chain, then that a swap sent with it succeeds.
    await chain().request({ method: 'evm_increaseTime' as never, params: [3600] as never })
    await chain().request({ method: 'evm_mine' as never, params: [] as never })
    const { timestamp } = await chain().getBlock()
    const { tx } = await buildSwap(ETH, sUSDC, parseEther('0.01'), ANVIL_ACCOUNT_2.address)
    const [, , , deadline] = decodeFunctionData({ abi: routerAbi, data: tx.data }).args as [bigint, Address[], Address, bigint]
    expect(deadline).toBe(timestamp + BigInt(SWAP_DEADLINE_SECONDS))
    expect((await send(ANVIL_ACCOUNT_2.privateKey, tx, parseEther('0.01'))).status).toBe('success')
  })

  it('POST /v1/convert/build-transaction: projectId in the body, slippage required', async () => {
    const body = { projectId: 'test-project', amount: '1000000', from: sUSDC, to: ETH, userAddress: caip(ANVIL_ACCOUNT_0.address), eip155: { slippage: 1 } }
    await expectError(await t.post('/v1/convert/build-transaction', { ...body, eip155: undefined }, { projectId: null }), 400, 'eip155')
    await expectError(await t.post('/v1/convert/build-transaction', { ...body, userAddress: `eip155:8453:${ANVIL_ACCOUNT_0.address}` }, { projectId: null }), 400, 'to')
    expect((await t.post('/v1/convert/build-transaction', { ...body, projectId: 'unknown' }, { projectId: null })).status).toBe(403)
    expect((await t.post('/v1/convert/build-transaction', { ...body, projectId: undefined }, { projectId: null })).status).toBe(403)
  })

  it('faults injected through the admin API apply to the convert routes', async () => {
    await t.admin('POST', '/__admin/faults', { route: 'GET /v1/convert/quotes', status: 503, times: 1 })
    const query = { amount: '1000000', from: sUSDC, to: sDAI }
    expect((await t.get('/v1/convert/quotes', query)).status).toBe(503)
    expect((await t.get('/v1/convert/quotes', query)).status).toBe(200)

    await t.admin('POST', '/__admin/faults', { route: 'POST /v1/convert/build-transaction', status: 500, times: 1 })
    expect((await t.post('/v1/convert/build-transaction', { projectId: 'test-project', amount: '1000000', from: sUSDC, to: sDAI, userAddress: caip(ANVIL_ACCOUNT_0.address), eip155: { slippage: 1 } }, { projectId: null })).status).toBe(500)

    await t.admin('POST', '/__admin/faults', { route: '/v1/convert/*', latencyMs: 300, times: 1 })
    const started = performance.now()
    expect((await t.get('/v1/convert/gas-price', { chainId: 'eip155:1337' })).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)

    await t.admin('POST', '/__admin/faults', { route: 'GET /v1/convert/tokens', drop: true, times: 1 })
    await expect(fetch(withQuery(t.api.url, '/v1/convert/tokens', { projectId: 'test-project', chainId: 'eip155:1337' }))).rejects.toThrow()
  })
})

describe('convert endpoints on chains whose DEX is missing or empty', () => {
  let anvils: AnvilInstance[]
  let api: ApiServer
  beforeAll(async () => {
    anvils = await Promise.all([startAnvil({ chainId: 8453 }), startAnvil({ chainId: 31337 })])
    await prepareSandboxTokens(anvils.map((anvil) => anvil.rpcUrl))
    // 8453: Router02 and the Factory deployed, no pool filled. 31337: no DEX configured.
    await deployDexContracts(anvils[0].rpcUrl, dexArtifacts())
    const tokens = sandboxTokens.map((token) => token.address)
    api = await startApiServer({ chains: [{ chainId: 8453, rpcUrl: anvils[0].rpcUrl, tokens, dex: sandboxDex }, { chainId: 31337, rpcUrl: anvils[1].rpcUrl, tokens }] })
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await Promise.all((anvils ?? []).map((anvil) => anvil.stop()))
  })
  const get = (path: string, query: Record<string, string>) => fetch(withQuery(api.url, path, query))

  it('an empty pool answers insufficient liquidity', async () => {
    const response = await get('/v1/convert/quotes', { amount: '1000000', from: `eip155:8453:${usdc.address}`, to: `eip155:8453:${NATIVE_TOKEN_ADDRESS}` })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(INSUFFICIENT_LIQUIDITY)
  })

  it('a chain without a DEX lists no tokens and answers the hosted unsupported-chain error', async () => {
    expect(await (await get('/v1/convert/tokens', { chainId: 'eip155:31337' })).json()).toEqual({ tokens: [] })
    const response = await get('/v1/convert/quotes', { amount: '1000000', from: `eip155:31337:${usdc.address}`, to: `eip155:31337:${NATIVE_TOKEN_ADDRESS}` })
    expect(response.status).toBe(400)
    expect((await response.json()).reasons[0]).toEqual({ field: 'chainId', description: expect.stringMatching(/^We don't support the chainId you provided: eip155:31337/) })
  })
})
