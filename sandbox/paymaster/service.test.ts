// The paymaster service against the real parts: anvil with the EntryPoint 0.8 and the deployed
// SingletonPaymaster, alto as the bundler, and viem's ERC-7677 paymaster client as a wallet uses it.
import { createPublicClient, defineChain, encodeFunctionData, http, parseAbi } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { startBundler, type SandboxBundler } from '../bundler/start-bundler.ts'
import { toSandboxSmartAccount } from '../frame/smart-account.ts'
import { prepareSandboxSmartAccounts, sandboxSmartAccounts } from '../smart-accounts/index.ts'
import { PAYMASTER_DEPOSIT, paymasterDeposit, prepareSandboxPaymaster, SPONSORSHIP_REFUSED, startPaymasterService, type PaymasterService, type SandboxPaymaster } from './index.ts'
import { singletonPaymasterAbi, PAYMASTER_SIGNER } from './paymaster-contract.ts'

let anvil: AnvilInstance
let bundler: SandboxBundler
let service: PaymasterService
let paymaster: SandboxPaymaster
const chain = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxSmartAccounts([anvil.rpcUrl])
  paymaster = await prepareSandboxPaymaster([anvil.rpcUrl])
  // idempotent: a second start leaves the code and tops nothing up
  await prepareSandboxPaymaster([anvil.rpcUrl])
  ;[bundler, service] = await Promise.all([
    startBundler({ rpcUrl: anvil.rpcUrl, label: 'Sandbox Ethereum' }),
    startPaymasterService({ chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }], paymaster: paymaster.address }),
  ])
}, 180_000)
afterAll(async () => {
  await service?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

const client = () => createPublicClient({ chain, transport: http(anvil.rpcUrl) })
const setPolicy = (policy: unknown) => fetch(service.policyUrl, { method: 'PUT', body: JSON.stringify(policy) })
const counter = parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)'])

/** A new user's account with no ETH, and its bundler client sponsored through the service. */
async function emptyAccount() {
  const account = await toSandboxSmartAccount({ client: client(), owner: privateKeyToAccount(generatePrivateKey()) })
  const paymasterClient = createPaymasterClient({ transport: http(service.url) })
  const bundlerClient = createBundlerClient({ account, client: client(), transport: http(bundler.url), paymaster: paymasterClient, pollingInterval: 100 })
  return { account, bundlerClient }
}
/** A call to a contract that exists and accepts it: reading the EntryPoint's nonce of nobody. */
const call = { to: sandboxSmartAccounts.entryPoint, data: encodeFunctionData({ abi: counter, functionName: 'getNonce', args: ['0x0000000000000000000000000000000000000001', 0n] }) }

describe('sandbox paymaster service (ERC-7677)', () => {
  it('deploys SingletonPaymaster with the sandbox signer and funds its EntryPoint deposit', async () => {
    expect(await client().readContract({ address: paymaster.address, abi: singletonPaymasterAbi, functionName: 'signers', args: [PAYMASTER_SIGNER.address] })).toBe(true)
    expect(await paymasterDeposit(anvil.rpcUrl, paymaster.address)).toBe(PAYMASTER_DEPOSIT)
  })

  it('answers stub data with the sponsor, then signed data; an account with 0 ETH deploys and calls, the deposit pays', async () => {
    const stub = await createPaymasterClient({ transport: http(service.url) }).getPaymasterStubData({
      chainId: 1337, entryPointAddress: sandboxSmartAccounts.entryPoint, sender: '0x0000000000000000000000000000000000000001', nonce: 0n, callData: '0x',
    })
    expect(stub).toMatchObject({ paymaster: paymaster.address, sponsor: { name: 'Portico Playground' }, isFinal: false })

    const { account, bundlerClient } = await emptyAccount()
    const before = await paymasterDeposit(anvil.rpcUrl, paymaster.address)
    const hash = await bundlerClient.sendUserOperation({ calls: [call] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.address.toLowerCase())
    expect(await account.isDeployed()).toBe(true)
    expect(await client().getBalance({ address: account.address })).toBe(0n)
    expect(await paymasterDeposit(anvil.rpcUrl, paymaster.address)).toBe(before - receipt.actualGasCost)
    const status = (await (await fetch(service.policyUrl.replace('policy', 'status'))).json()) as { chains: { spentWei: string }[] }
    expect(BigInt(status.chains[0]!.spentWei)).toBeGreaterThanOrEqual(receipt.actualGasCost)
  }, 120_000)

  it("refuses under 'none', outside the listed contracts and past the cap, with the policy's reason", async () => {
    const { bundlerClient } = await emptyAccount()
    const refused = async () => {
      const error = await bundlerClient.sendUserOperation({ calls: [call] }).then(() => undefined, (e: Error) => e)
      return error?.message ?? 'sent'
    }
    try {
      expect((await setPolicy({ sponsor: 'none' })).status).toBe(200)
      expect(await refused()).toContain('The paymaster sponsors no transactions now')
      await setPolicy({ sponsor: 'contracts', contracts: [paymaster.address] })
      expect(await refused()).toContain(`does not sponsor calls to ${sandboxSmartAccounts.entryPoint}`)
      await setPolicy({ sponsor: 'all', capWei: '1' })
      expect(await refused()).toContain("spend cap is reached")
      const raw = await fetch(service.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [{ sender: paymaster.address, callData: '0x' }, sandboxSmartAccounts.entryPoint, '0x539', {}] }) })
      expect(((await raw.json()) as { error: { code: number } }).error.code).toBe(SPONSORSHIP_REFUSED)
    } finally {
      await setPolicy({ sponsor: 'all', sponsorName: 'Portico Playground' })
    }
    expect((await setPolicy({ sponsor: 'sometimes' })).status).toBe(400)
  }, 120_000)
})
