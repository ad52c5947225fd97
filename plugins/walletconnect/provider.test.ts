// The EIP-1193 provider over a real session (sandbox relay + WalletKit wallet) and a real chain
// (anvil as chain 1): local answers, chain reads through the kernel's RPC transport, wallet methods over the relay, events,
// and viem driving it as it drives any injected wallet.
import { getSdkError } from '@walletconnect/utils'
import { createWalletClient, custom, verifyMessage } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { NamedProviderError } from 'portico'
import { createWalletConnectProvider } from './provider.ts'
import { defineNetwork } from '../../kernel/network/network.ts'
import { account, activeSession, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'

const rpc = createTestRpc()
afterAll(() => rpc.dispose())

let anvil: AnvilInstance
beforeAll(async () => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {})
  anvil = await startAnvil({ chainId: 1 }).finally(() => quiet.mockRestore())
}, 60_000)
afterAll(() => anvil?.stop())
afterEach(runCleanups)

async function connected(walletBehaviour: Parameters<typeof setup>[0] = {}) {
  const { wallet, dapp } = await setup(walletBehaviour)
  const session = dapp()
  const chain1 = defineNetwork({ id: 1, name: 'Anvil as chain 1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  const provider = createWalletConnectProvider({ session, network: (chainId) => (chainId === 1 ? chain1 : undefined), rpc: () => rpc })
  return { wallet, session, provider }
}

describe('WalletConnect EIP-1193 provider', () => {
  it('answers from the session, reads the chain over its RPC, and says 4900 before a connection', { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })

    await pairWith(wallet, session)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'net_version' })).toBe('1')
    // anvil's funded account #0: read from the chain, not asked of the wallet
    const balance = await provider.request<string>({ method: 'eth_getBalance', params: [account.address, 'latest'] })
    expect(BigInt(balance)).toBeGreaterThan(0n)
    await expect(provider.request({ method: 'eth_getTransactionByHash', params: ['0x1234'] })).rejects.toMatchObject({ code: expect.any(Number) })
  })

  it('viem signs through it as through an injected wallet', { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected()
    await pairWith(wallet, session)
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) })
    expect(await client.getChainId()).toBe(1)
    const [address] = await client.getAddresses()
    const signature = await client.signMessage({ account: address!, message: 'signed through viem' })
    expect(await verifyMessage({ address: account.address, message: 'signed through viem', signature })).toBe(true)
  })

  it('refuses a wallet_sendCalls naming paymasterService (EIP-5792 5700) when the wallet does not report it, before the wallet is asked to send', { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected()
    await pairWith(wallet, session)
    const asked: string[] = []
    wallet.on('session_request', ({ params }: { params: { request: { method: string } } }) => asked.push(params.request.method))
    const calls = [{ to: '0x000000000000000000000000000000000000Ba01', value: '0x0' }]
    await expect(provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: account.address, chainId: '0x1', calls, capabilities: { paymasterService: { url: 'https://pm.example' } } }] })).rejects.toMatchObject({
      code: 5700,
      message: expect.stringContaining('Unsupported non-optional capability: paymasterService'),
    })
    expect(asked).not.toContain('wallet_sendCalls')
  })

  it('passes a wallet_sendCalls naming paymasterService to a wallet that reports it on the chain, as it is', { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected({ capabilities: { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } } })
    await pairWith(wallet, session)
    const asked: { method: string; params: unknown }[] = []
    wallet.on('session_request', ({ params }: { params: { request: { method: string; params: unknown } } }) => asked.push(params.request))
    const calls = [{ to: '0x000000000000000000000000000000000000Ba01', value: '0x0' }]
    const sponsored = { version: '2.0.0', from: account.address, chainId: '0x1', calls, capabilities: { paymasterService: { url: 'https://pm.example' } } }
    expect(await provider.request({ method: 'wallet_sendCalls', params: [sponsored] })).toEqual({ id: '0xbatch' })
    expect(asked.map((r) => r.method)).toEqual(['wallet_getCapabilities', 'wallet_sendCalls'])
    expect(asked[1]!.params).toEqual([sponsored])
  })

  it("rejects the visitor's refusal with code 4001 and its name, the wallet's message kept", { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected({ rejectRequests: true })
    await pairWith(wallet, session)
    const error = await provider.request({ method: 'personal_sign', params: ['0x6869', account.address] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamedProviderError)
    expect(error).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.' })
    // before a connection: 4900 and its name
    const fresh = await connected()
    await expect(fresh.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900, rpcName: 'DISCONNECTED' })
  })

  it('emits chainChanged (hex) on a switch, and accountsChanged [] then disconnect (4900) when the wallet ends it', { timeout: 60_000 }, async () => {
    const { wallet, session, provider } = await connected()
    await pairWith(wallet, session)
    const heard: [string, unknown][] = []
    const on = (event: string) => (value: unknown) => void heard.push([event, value])
    const chainChanged = on('chainChanged')
    provider.on('chainChanged', chainChanged)
    provider.on('accountsChanged', on('accountsChanged'))
    provider.on('disconnect', on('disconnect'))

    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(heard).toEqual([['chainChanged', '0xa']])
    // Chain 10 has no RPC URL here: a chain read says so instead of asking the wallet.
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toThrow('No RPC URL for chain 10')

    provider.removeListener('chainChanged', chainChanged)
    await wallet.disconnectSession({ topic: activeSession(wallet).topic, reason: getSdkError('USER_DISCONNECTED') })
    await vi.waitFor(() => expect(heard.map(([event]) => event)).toEqual(['chainChanged', 'accountsChanged', 'disconnect']), { timeout: 10_000 })
    expect(heard[1]).toEqual(['accountsChanged', []])
    expect(heard[2]![1]).toMatchObject({ code: 4900 })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
  })
})
