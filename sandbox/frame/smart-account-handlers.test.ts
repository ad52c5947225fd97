// The frame's smart-account handler group against a real anvil chain and a real bundler (alto): the
// frame server's API is replaced by the same forwarding functions it runs (forwardRpc,
// forwardBundler), the approval card by a double. The whole frame runs in testing/e2e/smart-account.spec.ts.
import { createPublicClient, defineChain, hashMessage, http, parseAbi, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { startBundler, type SandboxBundler } from '../bundler/start-bundler.ts'
import { paymasterDeposit, prepareSandboxPaymaster, startPaymasterService, type PaymasterService, type SandboxPaymaster } from '../paymaster/index.ts'
import { prepareSandboxSmartAccounts, sandboxSmartAccounts } from '../smart-accounts/index.ts'
import type { ApprovalCard, ApprovalRequest } from './approval-card.ts'
import { forwardBundler, smartAccountAddressOf } from './bundler-forward.ts'
import type { FrameContext, Handlers } from './frame-context.ts'
import { addressesOf, deriveUserKeys } from './keys.ts'
import { withSmartAccounts } from './smart-account-handlers.ts'
import { SPONSOR_OF_METHOD } from '../../kernel/methods/paymaster-capability.ts'
import { forwardRpc, fundOnAnvil, type FrameChain } from './wallet.ts'

let anvil: AnvilInstance
let bundler: SandboxBundler
let paymasterService: PaymasterService
let paymaster: SandboxPaymaster
let chain: FrameChain
let smart: Hex
const keys = deriveUserKeys('secret', `smart-${Date.now()}@example.com`)
const { address: eoa } = addressesOf(keys)
const erc1271 = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxSmartAccounts([anvil.rpcUrl])
  paymaster = await prepareSandboxPaymaster([anvil.rpcUrl])
  ;[bundler, paymasterService] = await Promise.all([
    startBundler({ rpcUrl: anvil.rpcUrl, label: 'Sandbox Ethereum' }),
    startPaymasterService({ chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }], paymaster: paymaster.address, policy: { sponsor: 'all', sponsorName: 'Test App' } }),
  ])
  chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl, bundlerUrl: bundler.url }
  smart = (await smartAccountAddressOf([chain], eoa as Hex))!
  await fundOnAnvil(chain, smart, parseEther('10'))
}, 120_000)
afterAll(async () => {
  await paymasterService?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

const client = () => createPublicClient({ chain: defineChain({ id: 1337, name: 'x', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } }), transport: http(anvil.rpcUrl) })

function setup(answer = true, user: { keys: typeof keys; eoa: string } = { keys, eoa }) {
  const { keys: userKeys, eoa: userEoa } = user
  const asked: ApprovalRequest[] = []
  const card: ApprovalCard = { ask: vi.fn(async (request: ApprovalRequest) => (asked.push(request), answer)), dismiss: vi.fn() }
  const chains = [chain, { id: 8453, name: 'Sandbox Base', rpcUrl: anvil.rpcUrl }]
  const api = vi.fn(async (action: string, body: { chainId?: number; method?: string; params?: unknown }) => {
    const on = chains.find((c) => c.id === Number(body.chainId))!
    if (action === 'user') return { email: 'a@example.com', address: userEoa, solanaAddress: 'x', smartAccountAddress: await smartAccountAddressOf(chains, userEoa as Hex) }
    if (action === 'rpc') return { result: await forwardRpc(on, body.method!, body.params) }
    if (action === 'bundler') return { result: await forwardBundler(on, body.method!, body.params) }
    throw new Error(`unexpected ${action}`)
  })
  const ctx = {
    api,
    read: async (chainId: number, method: string, params: unknown) => (await api('rpc', { chainId, method, params })).result,
    token: () => 'token',
    keys: async () => userKeys,
    chainId: 1337,
    chains: chains.map(({ id, name, bundlerUrl }) => ({ id, name, ...(bundlerUrl ? { bundler: true } : {}) })),
  } as unknown as FrameContext
  const inner: Handlers = {
    GET_USER: vi.fn(async (payload) => {
      if (payload?.chainId) ctx.chainId = Number(payload.chainId)
      return { email: 'a@example.com', address: userEoa, chainId: ctx.chainId, accounts: [{ address: userEoa, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
    }),
    RPC_REQUEST: vi.fn(async () => '0xeoa'),
  }
  return { handlers: withSmartAccounts(ctx, inner, card), inner, ctx, asked }
}
const rpc = (handlers: Handlers, request: Record<string, unknown>) => handlers.RPC_REQUEST!({ chainNamespace: 'eip155', chainId: 1337, ...request } as never)

describe('the frame smart-account handlers', () => {
  it('GET_USER reports both accounts with the smart account in use by default (undeployed), the EOA when preferred, the EOA only on a chain without a bundler', async () => {
    const { handlers } = setup()
    expect(await handlers.GET_USER!({ chainId: 1337 })).toEqual({
      email: 'a@example.com',
      address: smart,
      chainId: 1337,
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await handlers.GET_USER!({ chainId: 1337, preferredAccountType: 'eoa' })).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await handlers.GET_USER!({ chainId: 8453, preferredAccountType: 'smartAccount' })).toMatchObject({ address: eoa, preferredAccountType: 'eoa', accounts: [{ address: eoa, type: 'eoa' }] })
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS!(undefined)).toEqual({ smartAccountEnabledNetworks: [1337] })
  })

  it('INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT answer for the current chain, and refuse what cannot be', async () => {
    const { handlers, ctx } = setup()
    expect(await handlers.INIT_SMART_ACCOUNT!(undefined)).toEqual({ address: smart, isDeployed: false })
    expect(await handlers.SET_PREFERRED_ACCOUNT!({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    expect(await handlers.GET_USER!(undefined)).toMatchObject({ address: eoa })
    expect(await handlers.SET_PREFERRED_ACCOUNT!({ type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: smart })
    await expect(handlers.SET_PREFERRED_ACCOUNT!({ type: 'payment' })).rejects.toThrow('Unknown account type "payment": eoa, smartAccount or eip7702')
    ctx.chainId = 8453
    await expect(handlers.SET_PREFERRED_ACCOUNT!({ type: 'smartAccount' })).rejects.toThrow('Smart accounts are not available on Sandbox Base')
    await expect(handlers.INIT_SMART_ACCOUNT!(undefined)).rejects.toThrow('Smart accounts are not available on Sandbox Base')
    expect(await handlers.SET_PREFERRED_ACCOUNT!({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
  })

  it('signs ERC-6492 before deployment, sends a transaction as a user operation that deploys the account, then signs ERC-1271', async () => {
    const { handlers, asked } = setup()
    const early = (await rpc(handlers, { method: 'personal_sign', params: ['0x68656c6c6f', smart] })) as Hex
    expect(early.endsWith('6492'.repeat(16))).toBe(true)
    expect(await client().verifyMessage({ address: smart, message: 'hello', signature: early })).toBe(true)

    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await rpc(handlers, { method: 'eth_sendTransaction', params: [{ from: smart, to, value: `0x${parseEther('0.01').toString(16)}` }] })) as Hex
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.01'))
    expect(await handlers.INIT_SMART_ACCOUNT!(undefined)).toEqual({ address: smart, isDeployed: true })
    expect(await handlers.GET_USER!({ chainId: 1337 })).toMatchObject({ smartAccountDeployed: true })

    const late = (await rpc(handlers, { method: 'personal_sign', params: ['0x68656c6c6f', smart] })) as Hex
    expect(await client().readContract({ address: smart, abi: erc1271, functionName: 'isValidSignature', args: [hashMessage('hello'), late] })).toBe('0x1626ba7e')
    expect(asked.map((a) => a.title)).toEqual(['Sign message', 'Approve transaction', 'Sign message'])
  }, 60_000)

  it('wallet_sendCalls runs every call in ONE user operation; wallet_getCallsStatus answers from its receipt; wallet_getCapabilities says atomic for the smart account only', async () => {
    const { handlers, asked } = setup()
    const [a, b] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const calls = [
      { to: a, value: `0x${parseEther('0.01').toString(16)}` },
      { to: b, value: `0x${parseEther('0.02').toString(16)}` },
    ]
    const { id } = (await rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: smart, chainId: '0x539', calls }] })) as { id: Hex }
    expect(asked).toHaveLength(1)
    // alto's word on the operation it was sent (what a pending status reads before the receipt)
    expect(['not_submitted', 'submitted', 'included']).toContain(((await forwardBundler(chain, 'pimlico_getUserOperationStatus', [id])) as { status: string }).status)
    let status: { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] } | undefined
    for (let i = 0; i < 100 && status?.status !== 200; i++) {
      status = (await rpc(handlers, { method: 'wallet_getCallsStatus', params: [id] })) as typeof status
      // pending or confirmed, always as the one atomic operation it is
      expect(status).toMatchObject({ atomic: true, status: expect.toSatisfy((code: number) => code === 100 || code === 200) })
      if (status?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toMatchObject({ status: 200, atomic: true, id, chainId: '0x539' })
    expect(status!.receipts).toHaveLength(1)
    const tx = await client().getTransaction({ hash: status!.receipts[0]!.transactionHash })
    expect(tx.to?.toLowerCase()).toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108')
    expect([await client().getBalance({ address: a }), await client().getBalance({ address: b })]).toEqual([parseEther('0.01'), parseEther('0.02')])

    expect(await rpc(handlers, { method: 'wallet_getCapabilities', params: [smart] })).toEqual({ '0x539': { atomic: { status: 'supported' }, paymasterService: { supported: true } }, '0x2105': { atomic: { status: 'unsupported' } } })
    expect(await rpc(handlers, { method: 'wallet_getCapabilities', params: [eoa] })).toEqual({ '0x539': { atomic: { status: 'unsupported' } }, '0x2105': { atomic: { status: 'unsupported' } } })
    // EIP-5792's optional chain filter: only the chains asked for
    expect(await rpc(handlers, { method: 'wallet_getCapabilities', params: [smart, ['0x539']] })).toEqual({ '0x539': { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
    expect(await rpc(handlers, { method: 'wallet_getCapabilities', params: [smart, ['0x2105']] })).toEqual({ '0x2105': { atomic: { status: 'unsupported' } } })
  }, 60_000)

  it('Reject answers 4001 and sends nothing; the EOA in use goes to the EOA handlers; a bundler down says what failed', async () => {
    const rejected = setup(false)
    await expect(rpc(rejected.handlers, { method: 'eth_sendTransaction', params: [{ to: eoa, value: '0x1' }] })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    // a mistyped address (mixed case, wrong EIP-55 checksum: ...Ba01 is right) is refused before any card shows
    const mistyped = setup()
    const bad = '0x000000000000000000000000000000000000bA01'
    await expect(rpc(mistyped.handlers, { method: 'wallet_sendCalls', params: [{ from: smart, calls: [{ to: bad, value: '0x1' }] }] })).rejects.toMatchObject({
      code: -32602,
      message: `A call's "to" is not a valid address: ${bad} (20 bytes; mixed case must match its EIP-55 checksum)`,
    })
    await expect(rpc(mistyped.handlers, { method: 'wallet_sendCalls', params: [{ from: smart, calls: [] }] })).rejects.toMatchObject({ code: -32602, message: 'wallet_sendCalls needs at least one call' })
    expect(mistyped.asked).toHaveLength(0)

    const { handlers, inner } = setup()
    await handlers.SET_PREFERRED_ACCOUNT!({ type: 'eoa' })
    expect(await rpc(handlers, { method: 'personal_sign', params: ['0x00', eoa] })).toBe('0xeoa')
    expect(inner.RPC_REQUEST).toHaveBeenCalledTimes(1)
    await handlers.SET_PREFERRED_ACCOUNT!({ type: 'smartAccount' })

    await fetch(bundler.adminUrl, { method: 'POST', body: JSON.stringify({ down: true }) })
    try {
      await expect(rpc(handlers, { method: 'eth_sendTransaction', params: [{ to: eoa, value: '0x1' }] })).rejects.toThrow('User operation not sent: The bundler of Sandbox Ethereum is unreachable')
    } finally {
      await fetch(bundler.adminUrl, { method: 'POST', body: JSON.stringify({ down: false }) })
    }
  }, 60_000)

  it("wallet_sendCalls with paymasterService: the paymaster pays (the account's ETH does not move), the card says who; a refusal asks nothing; the EOA refuses it with 5700 unless optional", async () => {
    const { handlers, asked } = setup()
    const capabilities = { paymasterService: { url: paymasterService.url } }
    const to = privateKeyToAccount(generatePrivateKey()).address
    const [ethBefore, depositBefore] = [await client().getBalance({ address: smart }), await paymasterDeposit(anvil.rpcUrl, paymaster.address)]
    const { id } = (await rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: smart, chainId: '0x539', calls: [{ to, data: '0x' }], capabilities }] })) as { id: Hex }
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ title: 'Approve transaction', sponsor: 'Test App' })
    let receipt: { success: boolean; paymaster: Hex } | null = null
    for (let i = 0; i < 200 && !receipt; i++) {
      receipt = (await forwardBundler(chain, 'eth_getUserOperationReceipt', [id])) as typeof receipt
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receipt).toMatchObject({ success: true })
    expect(receipt!.paymaster.toLowerCase()).toBe(paymaster.address.toLowerCase())
    expect(await client().getBalance({ address: smart })).toBe(ethBefore)
    expect(await paymasterDeposit(anvil.rpcUrl, paymaster.address)).toBeLessThan(depositBefore)

    await fetch(paymasterService.policyUrl, { method: 'PUT', body: JSON.stringify({ sponsor: 'none' }) })
    try {
      await expect(rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: smart, calls: [{ to, data: '0x' }], capabilities }] })).rejects.toThrow(
        'The paymaster did not sponsor this transaction: The paymaster sponsors no transactions now (its policy is "none").',
      )
      expect(asked).toHaveLength(1)
    } finally {
      await fetch(paymasterService.policyUrl, { method: 'PUT', body: JSON.stringify({ sponsor: 'all', sponsorName: 'Test App' }) })
    }

    const eoaUser = setup()
    await eoaUser.handlers.SET_PREFERRED_ACCOUNT!({ type: 'eoa' })
    await expect(rpc(eoaUser.handlers, { method: 'wallet_sendCalls', params: [{ from: eoa, calls: [{ to, data: '0x' }], capabilities }] })).rejects.toMatchObject({
      code: 5700,
      message: expect.stringContaining('Unsupported non-optional capability: paymasterService'),
    })
    expect(eoaUser.inner.RPC_REQUEST).not.toHaveBeenCalled()
    const optional = { paymasterService: { url: paymasterService.url, optional: true } }
    expect(await rpc(eoaUser.handlers, { method: 'wallet_sendCalls', params: [{ from: eoa, calls: [{ to, data: '0x' }], capabilities: optional }] })).toBe('0xeoa')
  }, 90_000)

  it('who would pay a wallet_sendCalls: the paymaster\'s name with nothing asked or sent; its refusal; null without the capability or for the EOA', async () => {
    const { handlers, asked } = setup()
    const capabilities = { paymasterService: { url: paymasterService.url } }
    const to = privateKeyToAccount(generatePrivateKey()).address
    const nonce = await client().getTransactionCount({ address: smart })
    const depositBefore = await paymasterDeposit(anvil.rpcUrl, paymaster.address)
    expect(await rpc(handlers, { method: SPONSOR_OF_METHOD, params: [{ from: smart, chainId: '0x539', calls: [{ to, data: '0x' }], capabilities }] })).toEqual({ sponsor: 'Test App' })
    expect(await rpc(handlers, { method: SPONSOR_OF_METHOD, params: [{ from: smart, calls: [{ to, data: '0x' }] }] })).toBeNull()
    expect(asked).toHaveLength(0)
    expect(await client().getTransactionCount({ address: smart })).toBe(nonce)
    expect(await paymasterDeposit(anvil.rpcUrl, paymaster.address)).toBe(depositBefore)

    await fetch(paymasterService.policyUrl, { method: 'PUT', body: JSON.stringify({ sponsor: 'none' }) })
    try {
      await expect(rpc(handlers, { method: SPONSOR_OF_METHOD, params: [{ from: smart, calls: [{ to, data: '0x' }], capabilities }] })).rejects.toThrow('The paymaster did not sponsor this transaction')
    } finally {
      await fetch(paymasterService.policyUrl, { method: 'PUT', body: JSON.stringify({ sponsor: 'all', sponsorName: 'Test App' }) })
    }

    const eoaUser = setup()
    await eoaUser.handlers.SET_PREFERRED_ACCOUNT!({ type: 'eoa' })
    expect(await rpc(eoaUser.handlers, { method: SPONSOR_OF_METHOD, params: [{ from: eoa, calls: [{ to, data: '0x' }], capabilities }] })).toBeNull()
    expect(eoaUser.inner.RPC_REQUEST).not.toHaveBeenCalled()
  }, 90_000)
})

describe('the frame EIP-7702 account', () => {
  const designator = `0xef0100${sandboxSmartAccounts.simple7702Account.slice(2).toLowerCase()}`
  const userOf = (email: string) => {
    const userKeys = deriveUserKeys('secret', email)
    return { keys: userKeys, eoa: addressesOf(userKeys).address }
  }
  const receiptOf = async (id: Hex) => {
    for (let i = 0; i < 200; i++) {
      const receipt = (await forwardBundler(chain, 'eth_getUserOperationReceipt', [id])) as { success: boolean; paymaster: Hex; receipt: { transactionHash: Hex } } | null
      if (receipt) return receipt
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`user operation ${id} not mined`)
  }

  it("is the key's own address (one account listed); its first user operation carries the authorization and batches atomically, the next carries none; ERC-1271 after", async () => {
    const user = userOf(`7702-${Date.now()}@example.com`)
    await fundOnAnvil(chain, user.eoa as Hex, parseEther('1'))
    const { handlers, asked } = setup(true, user)
    expect(await handlers.SET_PREFERRED_ACCOUNT!({ type: 'eip7702' })).toEqual({ type: 'eip7702', address: user.eoa })
    expect(await handlers.GET_USER!({ chainId: 1337, preferredAccountType: 'eip7702' })).toEqual({
      email: 'a@example.com',
      address: user.eoa,
      chainId: 1337,
      accounts: [{ address: user.eoa, type: 'eip7702' }],
      preferredAccountType: 'eip7702',
      smartAccountDeployed: false,
    })
    expect(await rpc(handlers, { method: 'eth_accounts' })).toEqual([user.eoa])
    expect(await rpc(handlers, { method: 'wallet_getCapabilities', params: [user.eoa, ['0x539']] })).toEqual({ '0x539': { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
    // before the delegation the key's signature verifies as an EOA's
    const early = (await rpc(handlers, { method: 'personal_sign', params: ['0x68656c6c6f', user.eoa] })) as Hex
    expect(await client().verifyMessage({ address: user.eoa as Hex, message: 'hello', signature: early })).toBe(true)

    const [a, b] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const calls = [
      { to: a, value: `0x${parseEther('0.01').toString(16)}` },
      { to: b, value: `0x${parseEther('0.02').toString(16)}` },
    ]
    const first = (await rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: user.eoa, chainId: '0x539', calls }] })) as { id: Hex }
    const firstTx = await client().getTransaction({ hash: (await receiptOf(first.id)).receipt.transactionHash })
    expect(firstTx.type).toBe('eip7702')
    expect(firstTx.authorizationList?.map((auth) => auth.address.toLowerCase())).toEqual([sandboxSmartAccounts.simple7702Account.toLowerCase()])
    expect(await client().getCode({ address: user.eoa as Hex })).toBe(designator)
    expect([await client().getBalance({ address: a }), await client().getBalance({ address: b })]).toEqual([parseEther('0.01'), parseEther('0.02')])
    expect(await handlers.GET_USER!({ chainId: 1337 })).toMatchObject({ address: user.eoa, smartAccountDeployed: true })
    expect(await handlers.INIT_SMART_ACCOUNT!(undefined)).toEqual({ address: user.eoa, isDeployed: true })

    const second = (await rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: user.eoa, calls: [{ to: a, value: '0x1' }, { to: b, value: '0x1' }] }] })) as { id: Hex }
    const secondTx = await client().getTransaction({ hash: (await receiptOf(second.id)).receipt.transactionHash })
    expect(secondTx.type).not.toBe('eip7702')
    expect(secondTx.to?.toLowerCase()).toBe(sandboxSmartAccounts.entryPoint.toLowerCase())

    const late = (await rpc(handlers, { method: 'personal_sign', params: ['0x68656c6c6f', user.eoa] })) as Hex
    expect(await client().readContract({ address: user.eoa as Hex, abi: erc1271, functionName: 'isValidSignature', args: [hashMessage('hello'), late] })).toBe('0x1626ba7e')
    expect(await client().verifyMessage({ address: user.eoa as Hex, message: 'hello', signature: late })).toBe(true)
    expect(asked.map((r) => r.title)).toEqual(['Sign message', 'Approve transaction', 'Approve transaction', 'Sign message'])
    // the permission module lives on the contract account
    await expect(rpc(handlers, { method: 'wallet_grantPermissions', params: [{}] })).rejects.toThrow('permissions are granted by the smart account')
  }, 90_000)

  it('a 7702 account with 0 ETH is delegated and batches through a sponsored user operation: its ETH does not move, the deposit does', async () => {
    const user = userOf(`7702-sponsored-${Date.now()}@example.com`)
    const { handlers, asked } = setup(true, user)
    await handlers.SET_PREFERRED_ACCOUNT!({ type: 'eip7702' })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const depositBefore = await paymasterDeposit(anvil.rpcUrl, paymaster.address)
    const capabilities = { paymasterService: { url: paymasterService.url } }
    const { id } = (await rpc(handlers, { method: 'wallet_sendCalls', params: [{ from: user.eoa, calls: [{ to, data: '0x' }, { to, data: '0x' }], capabilities }] })) as { id: Hex }
    expect(asked[0]).toMatchObject({ title: 'Approve transaction', sponsor: 'Test App' })
    const receipt = await receiptOf(id)
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster.toLowerCase()).toBe(paymaster.address.toLowerCase())
    expect(await client().getBalance({ address: user.eoa as Hex })).toBe(0n)
    expect(await client().getCode({ address: user.eoa as Hex })).toBe(designator)
    expect(await paymasterDeposit(anvil.rpcUrl, paymaster.address)).toBeLessThan(depositBefore)
  }, 90_000)
})
