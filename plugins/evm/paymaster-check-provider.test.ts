import { describe, expect, it, vi } from 'vitest'
import { NamedProviderError } from 'portico'
import { createPaymasterCheckProviders } from './paymaster-check-provider.ts'

const calls = [{ to: '0x000000000000000000000000000000000000Ba01', value: '0x0' }]
const sponsoredParams = [{ version: '2.0.0', calls, capabilities: { paymasterService: { url: 'https://pm.example' } } }]

/** A wallet with a private field (as some injected wallets have): its methods must run on itself, not on the proxy. */
class Wallet {
  #sent: string[] = []
  constructor(private readonly capabilities: unknown) {}
  async request({ method }: { method: string; params?: unknown }) {
    this.#sent.push(method)
    if (method === 'eth_chainId') return '0x539'
    if (method === 'eth_accounts') return ['0x000000000000000000000000000000000000a11c']
    if (method === 'wallet_getCapabilities') return this.capabilities
    if (method === 'wallet_sendCalls') return { id: '0x01' }
    return null
  }
  sent() {
    return this.#sent
  }
  on = vi.fn()
}

describe('the injected provider with the paymaster check', () => {
  it('passes a sponsored wallet_sendCalls to a wallet that reports paymasterService; everything else is the wallet own', async () => {
    const wallet = new Wallet({ '0x539': { paymasterService: { supported: true } } })
    const withCheck = createPaymasterCheckProviders()
    const provider = withCheck(wallet)!
    expect(withCheck(wallet)).toBe(provider)
    expect(await provider.request({ method: 'wallet_sendCalls', params: sponsoredParams })).toEqual({ id: '0x01' })
    expect(wallet.sent()).toEqual(['eth_chainId', 'eth_accounts', 'wallet_getCapabilities', 'wallet_sendCalls'])
    expect((provider as unknown as Wallet).sent()).toBe(wallet.sent())
    const listener = () => {}
    provider.on?.('chainChanged', listener)
    expect(wallet.on).toHaveBeenCalledWith('chainChanged', listener)
    expect(withCheck(undefined)).toBeUndefined()
  })

  it('refuses it with 5700 when the wallet does not report it, and never asks the wallet to send', async () => {
    const wallet = new Wallet({ '0x539': { atomic: { status: 'supported' } } })
    const provider = createPaymasterCheckProviders()(wallet)!
    await expect(provider.request({ method: 'wallet_sendCalls', params: sponsoredParams })).rejects.toMatchObject({ code: 5700 })
    expect(wallet.sent()).not.toContain('wallet_sendCalls')
    expect(await provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls }] })).toEqual({ id: '0x01' })
  })

  it("sends wallet_getCapabilities with an address: the app's, else the wallet's account", async () => {
    const seen: unknown[] = []
    const wallet = {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_accounts') return ['0x000000000000000000000000000000000000a11c']
        seen.push(params)
        return {}
      },
    }
    const provider = createPaymasterCheckProviders()(wallet)!
    await provider.request({ method: 'wallet_getCapabilities' })
    await provider.request({ method: 'wallet_getCapabilities', params: [['0x539']] })
    await provider.request({ method: 'wallet_getCapabilities', params: ['0x000000000000000000000000000000000000b0b0'] })
    expect(seen).toEqual([['0x000000000000000000000000000000000000a11c'], ['0x000000000000000000000000000000000000a11c', ['0x539']], ['0x000000000000000000000000000000000000b0b0']])
  })

  it('rejects a refusal with its numeric code and its name beside it, the message and data kept', async () => {
    const refusal = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.', data: { origin: 'test' } }
    const wallet = { request: vi.fn(async () => Promise.reject(refusal)) }
    const provider = createPaymasterCheckProviders()(wallet)!
    const error = await provider.request({ method: 'eth_sendTransaction', params: [{}] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamedProviderError)
    expect(error).toMatchObject({ code: 4001, rpcName: 'USER_REJECTED', message: refusal.message, data: refusal.data, cause: refusal })
    // the paymaster check's own refusal is named too
    const unsupported = createPaymasterCheckProviders()(new Wallet({ '0x539': {} }))!
    await expect(unsupported.request({ method: 'wallet_sendCalls', params: sponsoredParams })).rejects.toMatchObject({ code: 5700, rpcName: 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY' })
    // an error of no table reaches the app as the wallet threw it
    const odd = new Error('odd')
    const failing = createPaymasterCheckProviders()({ request: async () => Promise.reject(odd) })!
    await expect(failing.request({ method: 'eth_sendTransaction' })).rejects.toBe(odd)
  })
})
