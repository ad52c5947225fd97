// eip155 signatures against a real anvil: an EOA, a deployed contract account (ERC-1271) and a
// counterfactual one (ERC-6492), each with a signer that is not the owner refused. The contracts are
// the sandbox's (EntryPoint 0.8, the ERC-1271 SimpleAccount factory), deployed as `npm start` does.
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../testing/anvil.ts'
import { prepareSandboxSmartAccounts, sandboxAccountFactory, type SmartAccountFactoryClient } from '../sandbox/smart-accounts/index.ts'
import { verifyEip155Signature } from './verify-eip155.ts'
import { SiwxVerificationError } from './verification-error.ts'

let anvil: AnvilInstance
let accounts: SmartAccountFactoryClient
beforeAll(async () => {
  anvil = await startAnvil()
  accounts = sandboxAccountFactory(anvil.rpcUrl, await prepareSandboxSmartAccounts([anvil.rpcUrl]))
}, 60_000)
afterAll(() => anvil?.stop())

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const message = 'example.com wants you to sign in with your EVM Networks account:\n…'

const check = (address: string, signature: string) => verifyEip155Signature({ address, message, signature, chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })

describe('verifyEip155Signature', () => {
  it("accepts an EOA's personal_sign signature and refuses another key's", async () => {
    expect(await check(owner.address, await owner.signMessage({ message }))).toBe(true)
    expect(await check(owner.address, await stranger.signMessage({ message }))).toBe(false)
    expect(await check(owner.address, await owner.signMessage({ message: `${message} (changed)` }))).toBe(false)
  })

  it("accepts an EOA's signature without asking the RPC (ecrecover first), and asks it for one that does not recover to the address", async () => {
    const unreachable = 'http://127.0.0.1:9'
    expect(await verifyEip155Signature({ address: owner.address, message, signature: await owner.signMessage({ message }), chainId: anvil.chainId, rpcUrl: unreachable })).toBe(true)
    await expect(verifyEip155Signature({ address: owner.address, message, signature: await stranger.signMessage({ message }), chainId: anvil.chainId, rpcUrl: unreachable })).rejects.toMatchObject({ code: 'RPC_ERROR' })
  })

  it("accepts a deployed contract account's signature through ERC-1271, and refuses a stranger's", async () => {
    const account = await accounts.deploy(owner.address, 1n)
    expect(await check(account, await owner.signMessage({ message }))).toBe(true)
    expect(await check(account, await stranger.signMessage({ message }))).toBe(false)
  })

  it('accepts an ERC-6492 signature of an account not yet deployed, without deploying it', async () => {
    const account = await accounts.addressOf(owner.address, 2n)
    expect(await accounts.isDeployed(account)).toBe(false)
    const wrap = async (signer: typeof owner) => accounts.wrapErc6492(owner.address, 2n, await signer.signMessage({ message }))
    expect(await check(account, await wrap(owner))).toBe(true)
    expect(await check(account, await wrap(stranger))).toBe(false)
    // The bare owner signature is not the undeployed account's: nothing on chain says so.
    expect(await check(account, await owner.signMessage({ message }))).toBe(false)
    expect(await accounts.isDeployed(account)).toBe(false)
  })

  it('ERC-6492 (undeployed account, then deployed): once the factory has deployed it, the same wrapped signature and the bare one verify through ERC-1271', async () => {
    const account = await accounts.addressOf(owner.address, 4n)
    const wrapped = accounts.wrapErc6492(owner.address, 4n, await owner.signMessage({ message }))
    const bare = await owner.signMessage({ message })
    const strangers = accounts.wrapErc6492(owner.address, 4n, await stranger.signMessage({ message }))
    expect(await check(account, wrapped)).toBe(true)
    expect(await check(account, bare)).toBe(false)

    expect(await accounts.deploy(owner.address, 4n)).toBe(account)
    expect(await check(account, wrapped)).toBe(true)
    expect(await check(account, bare)).toBe(true)
    expect(await check(account, strangers)).toBe(false)
    expect(await check(account, await stranger.signMessage({ message }))).toBe(false)
  })

  it('refuses a signature that is not hex', async () => {
    await expect(check(owner.address, 'not-hex')).rejects.toMatchObject({ code: 'INVALID_SIGNATURE', message: expect.stringContaining('0x-prefixed hex, got "not-hex"') })
  })

  it('names the RPC when it cannot be reached for a contract account', async () => {
    const account: Address = await accounts.addressOf(owner.address, 3n)
    const signature = accounts.wrapErc6492(owner.address, 3n, await owner.signMessage({ message }))
    const error = await verifyEip155Signature({ address: account, message, signature, chainId: anvil.chainId, rpcUrl: 'http://127.0.0.1:9' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error).toMatchObject({ code: 'RPC_ERROR', message: expect.stringContaining('the RPC http://127.0.0.1:9 does not answer') })
  })

  it('names an RPC that serves another chain than the message', async () => {
    const signature = await stranger.signMessage({ message })
    await expect(verifyEip155Signature({ address: owner.address, message, signature, chainId: 8453, rpcUrl: anvil.rpcUrl })).rejects.toMatchObject({
      code: 'RPC_ERROR',
      message: `The RPC ${anvil.rpcUrl} serves chain ${anvil.chainId}, not the message's chain 8453`,
    })
  })
})
