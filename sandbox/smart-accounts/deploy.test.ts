import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { concat, createPublicClient, createWalletClient, getContractAddress, hashMessage, http, parseAbi, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { entryPoint08Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { prepareSandboxTokens } from '../tokens/index.ts'
import { compileSmartAccounts, type SmartAccountArtifacts } from './compile.ts'
import { deploySandboxSmartAccounts, factoryInitCode } from './deploy.ts'
import { DETERMINISTIC_DEPLOYER, ENTRY_POINT_SALT, FACTORY_SALT } from './sandbox-smart-accounts.ts'
import { prepareSandboxSmartAccounts, sandboxAccountFactory, SANDBOX_SMART_ACCOUNT_DEPLOYER, sandboxSmartAccounts } from './index.ts'

let anvils: AnvilInstance[]
let artifacts: SmartAccountArtifacts
beforeAll(async () => {
  anvils = await Promise.all([startAnvil({ chainId: 1337 }), startAnvil({ chainId: 8453 })])
  artifacts = await compileSmartAccounts()
}, 60_000)
afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))

const client = (anvil: AnvilInstance) => createPublicClient({ transport: http(anvil.rpcUrl) })
const erc1271 = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
const entryPointAbi = parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)'])
const accountAbi = parseAbi(['function owner() view returns (address)', 'function entryPoint() view returns (address)'])
const MAGIC = '0x1626ba7e'
const { entryPoint, factory, account, counterfactual, simple7702Account } = sandboxSmartAccounts

describe('sandbox smart accounts', () => {
  it('have the addresses CREATE2 gives through the deterministic deployer (EntryPoint 0.8 at its canonical address), owned by anvil account #0', () => {
    expect(privateKeyToAccount(SANDBOX_SMART_ACCOUNT_DEPLOYER.privateKey).address).toBe(SANDBOX_SMART_ACCOUNT_DEPLOYER.address)
    expect(entryPoint).toBe(entryPoint08Address)
    expect(getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: ENTRY_POINT_SALT, bytecode: artifacts.entryPoint.bytecode })).toBe(entryPoint)
    expect(getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: FACTORY_SALT, bytecode: factoryInitCode(artifacts, entryPoint) })).toBe(factory)
    // where viem's toSimple7702SmartAccount looks for the implementation by default
    expect(getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: FACTORY_SALT, bytecode: artifacts.simple7702Account.bytecode })).toBe('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
    expect(simple7702Account).toBe('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
    expect([account.owner, counterfactual.owner]).toEqual([ANVIL_ACCOUNT_0.address, ANVIL_ACCOUNT_0.address])
    expect([account.salt, counterfactual.salt]).toEqual([0, 1])
  })

  it('deploy the EntryPoint, the factory and the salt-0 account at their fixed addresses on every chain, and leave salt 1 counterfactual', async () => {
    // The tokens too, as the sandbox does: two deployers side by side never collide.
    await Promise.all([prepareSandboxTokens(anvils.map((anvil) => anvil.rpcUrl)), prepareSandboxSmartAccounts(anvils.map((anvil) => anvil.rpcUrl))])
    for (const anvil of anvils) {
      const chain = client(anvil)
      const accounts = sandboxAccountFactory(anvil.rpcUrl, artifacts)
      expect(await chain.readContract({ address: entryPoint, abi: entryPointAbi, functionName: 'getNonce', args: [account.address, 0n] })).toBe(0n)
      expect(await accounts.addressOf(account.owner, 0n)).toBe(account.address)
      expect(await accounts.addressOf(counterfactual.owner, 1n)).toBe(counterfactual.address)
      expect(await chain.readContract({ address: account.address, abi: accountAbi, functionName: 'owner' })).toBe(ANVIL_ACCOUNT_0.address)
      expect(await chain.readContract({ address: account.address, abi: accountAbi, functionName: 'entryPoint' })).toBe(entryPoint)
      expect(await accounts.isDeployed(counterfactual.address)).toBe(false)
      expect(await chain.getCode({ address: counterfactual.address })).toBeUndefined()
      // The dev accounts' nonces are untouched: the deployer is its own account.
      expect(await chain.getTransactionCount({ address: ANVIL_ACCOUNT_0.address })).toBe(0)
      expect(await chain.getTransactionCount({ address: SANDBOX_SMART_ACCOUNT_DEPLOYER.address })).toBe(4)
      expect(await chain.readContract({ address: simple7702Account, abi: accountAbi, functionName: 'entryPoint' })).toBe(entryPoint)
      expect(await chain.getCode({ address: entryPoint08Address })).toMatch(/^0x[0-9a-f]{100,}$/)
    }
  }, 60_000)

  it("the deployed account answers ERC-1271 for its owner's signature, not a stranger's", async () => {
    const chain = client(anvils[1])
    const hash = hashMessage('Sign in to the sandbox')
    const owner = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const check = async (signature: `0x${string}`) => chain.readContract({ address: account.address, abi: erc1271, functionName: 'isValidSignature', args: [hash, signature] })
    expect(await check(await owner.sign({ hash }))).toBe(MAGIC)
    expect(await check(await stranger.sign({ hash }))).toBe('0xffffffff')
    expect(await chain.verifyMessage({ address: account.address, message: 'Sign in to the sandbox', signature: await owner.signMessage({ message: 'Sign in to the sandbox' }) })).toBe(true)
  })

  it('the chains run EIP-7702: a key delegates its own address to Simple7702Account (code 0xef0100 ‖ implementation)', async () => {
    const anvil = anvils[0]
    const chain = client(anvil)
    const key = privateKeyToAccount(generatePrivateKey())
    await chain.request({ method: 'anvil_setBalance' as never, params: [key.address, toHex(parseEther('1'))] as never })
    const wallet = createWalletClient({ account: key, transport: http(anvil.rpcUrl) })
    const authorization = await wallet.signAuthorization({ contractAddress: simple7702Account, executor: 'self', chainId: anvil.chainId })
    const hash = await wallet.sendTransaction({ to: key.address, authorizationList: [authorization], chain: null })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getCode({ address: key.address })).toBe(concat(['0xef0100', simple7702Account.toLowerCase() as `0x${string}`]))
    // the key's address now answers as the account: its EntryPoint
    expect(await chain.readContract({ address: key.address, abi: accountAbi, functionName: 'entryPoint' })).toBe(entryPoint)
  })

  it('deploys again as a no-op', async () => {
    const chain = client(anvils[0])
    const before = await chain.getBlockNumber()
    await deploySandboxSmartAccounts(anvils[0].rpcUrl, artifacts)
    expect(await chain.getBlockNumber()).toBe(before)
  })

  it('a second preparation (a second sandbox start) reads the compile cache and deploys to a fresh chain', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'portico-smart-accounts-'))
    const fresh = await startAnvil()
    try {
      expect((await prepareSandboxSmartAccounts([], { cacheDir })).cached).toBe(false)
      const second = await prepareSandboxSmartAccounts([fresh.rpcUrl], { cacheDir })
      expect(second.cached).toBe(true)
      expect(second.factory).toEqual(artifacts.factory)
      expect(await sandboxAccountFactory(fresh.rpcUrl, second).isDeployed(account.address)).toBe(true)
    } finally {
      await Promise.all([fresh.stop(), rm(cacheDir, { recursive: true, force: true })])
    }
  }, 60_000)

  it('refuses, naming the contract, when a contract does not land at its fixed address', async () => {
    const anvil = await startAnvil()
    try {
      const moved = { ...sandboxSmartAccounts, factory: '0x000000000000000000000000000000000000dEaD' as const }
      await expect(deploySandboxSmartAccounts(anvil.rpcUrl, artifacts, moved)).rejects.toThrow(`the account factory on ${anvil.rpcUrl} is not at its fixed address 0x000000000000000000000000000000000000dEaD`)
    } finally {
      await anvil.stop()
    }
  }, 60_000)
})

