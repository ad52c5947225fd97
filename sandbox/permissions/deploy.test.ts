import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, getContractAddress, http, parseAbi, parseEventLogs, parseUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { prepareSessionPermissions, SANDBOX_PERMISSIONS_ADDRESS, SANDBOX_PERMISSIONS_DEPLOYER, SESSION_PERMISSIONS_ABI } from './index.ts'

const abi = parseAbi(SESSION_PERMISSIONS_ABI)
const sandboxEthereum = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const [sUSDC, sDAI] = sandboxTokens
const usdc = (n: number) => parseUnits(String(n), 6)
let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxTokens([anvil.rpcUrl])
  await prepareSessionPermissions([anvil.rpcUrl])
}, 120_000)
afterAll(() => anvil.stop())

describe('SessionPermissions', () => {
  it('lands at the address CREATE gives its deployer at nonce 0, and deploying again sends nothing', async () => {
    expect(privateKeyToAccount(SANDBOX_PERMISSIONS_DEPLOYER.privateKey).address).toBe(SANDBOX_PERMISSIONS_DEPLOYER.address)
    expect(getContractAddress({ from: SANDBOX_PERMISSIONS_DEPLOYER.address, nonce: 0n })).toBe(SANDBOX_PERMISSIONS_ADDRESS)
    await prepareSessionPermissions([anvil.rpcUrl])
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await chain.getTransactionCount({ address: SANDBOX_PERMISSIONS_DEPLOYER.address })).toBe(1)
  })

  it('lets the session key move up to the allowance to the recipient, and refuses on chain: over the cap, another token or recipient, after revoke, after expiry', async () => {
    const transport = http(anvil.rpcUrl)
    const chain = createPublicClient({ transport })
    const testClient = createTestClient({ mode: 'anvil', transport })
    const owner = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport, chain: sandboxEthereum })
    const session = privateKeyToAccount(generatePrivateKey())
    await testClient.setBalance({ address: session.address, value: 10n ** 18n })
    const app = createWalletClient({ account: session, transport, chain: sandboxEthereum })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const now = Number((await chain.getBlock()).timestamp)

    const send = async (hash: Promise<Hex>) => chain.waitForTransactionReceipt({ hash: await hash })
    await send(owner.writeContract({ address: sUSDC!.address, abi: erc20Abi, functionName: 'approve', args: [SANDBOX_PERMISSIONS_ADDRESS, usdc(10)] }))
    const granted = await send(owner.writeContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'grant', args: [session.address, sUSDC!.address, recipient, usdc(10), now + 600] }))
    const [event] = parseEventLogs({ abi, logs: granted.logs, eventName: 'PermissionGranted' })
    const id = event!.args.id
    expect(event!.args).toMatchObject({ account: ANVIL_ACCOUNT_1.address, sessionKey: session.address, allowance: usdc(10) })

    // a mined transaction that reverts: the refusal is the chain's, not a simulation's
    const refused = async (args: readonly [Hex, Hex, Hex, bigint], error: string) => {
      const receipt = await send(app.writeContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'transfer', args, gas: 200_000n }))
      expect(receipt.status).toBe('reverted')
      await expect(chain.simulateContract({ account: session, address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'transfer', args })).rejects.toThrow(error)
    }
    for (let i = 0; i < 3; i++) {
      const receipt = await send(app.writeContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'transfer', args: [id, sUSDC!.address, recipient, usdc(3)] }))
      expect(receipt.status).toBe('success')
    }
    expect(await chain.readContract({ address: sUSDC!.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(usdc(9))
    await refused([id, sUSDC!.address, recipient, usdc(3)], 'OverAllowance')
    await refused([id, sDAI!.address, recipient, 1n], 'TokenNotAllowed')
    await refused([id, sUSDC!.address, ANVIL_ACCOUNT_1.address, 1n], 'RecipientNotAllowed')
    // a stranger's key, then the owner revokes
    await expect(chain.simulateContract({ account: ANVIL_ACCOUNT_1.address, address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'transfer', args: [id, sUSDC!.address, recipient, 1n] })).rejects.toThrow('NotTheSessionKey')
    await send(owner.writeContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'revoke', args: [id] }))
    await refused([id, sUSDC!.address, recipient, 1n], 'PermissionIsRevoked')

    // a second grant runs out with time
    await send(owner.writeContract({ address: sUSDC!.address, abi: erc20Abi, functionName: 'approve', args: [SANDBOX_PERMISSIONS_ADDRESS, usdc(10)] }))
    const second = await send(owner.writeContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'grant', args: [session.address, sUSDC!.address, recipient, usdc(10), now + 1200] }))
    const [again] = parseEventLogs({ abi, logs: second.logs, eventName: 'PermissionGranted' })
    await testClient.increaseTime({ seconds: 1300 })
    await testClient.mine({ blocks: 1 })
    expect(await chain.readContract({ address: SANDBOX_PERMISSIONS_ADDRESS, abi, functionName: 'remaining', args: [again!.args.id] })).toBe(0n)
    await refused([again!.args.id, sUSDC!.address, recipient, 1n], 'PermissionExpired')
  }, 60_000)
})
