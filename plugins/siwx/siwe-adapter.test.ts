import { describe, expect, it, vi } from 'vitest'
import type { SiweConfig, SiweCreateMessageArgs } from 'portico'
import { siweToSiwx } from './siwe-adapter.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function legacy(over: Partial<SiweConfig> = {}) {
  let session: { address: string; chainId: number } | null = null
  const calls: SiweCreateMessageArgs[] = []
  const siwe: SiweConfig = {
    getMessageParams: async () => ({ domain: 'shop.test', uri: 'https://shop.test', chains: [1], statement: 'Sign in' }),
    getNonce: async () => 'n0nce123',
    createMessage: (args) => (calls.push(args), `message for ${args.address} nonce ${args.nonce}`),
    verifyMessage: vi.fn(async ({ signature }) => {
      if (signature !== '0xgood') return false
      session = { address: ADDRESS, chainId: 1 }
      return true
    }),
    getSession: async () => session,
    signOut: vi.fn(async () => ((session = null), true)),
    onSignIn: vi.fn(),
    required: true,
    ...over,
  }
  return { siwe, calls }
}

describe('siweToSiwx (the legacy siweConfig option)', () => {
  it("builds the message with the app's createMessage: numeric chain id, DID address, its nonce and params", async () => {
    const { siwe, calls } = legacy()
    const config = siweToSiwx(siwe)
    const message = await config.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(message.toString()).toBe(`message for did:pkh:eip155:1:${ADDRESS} nonce n0nce123`)
    expect(calls[0]).toMatchObject({ chainId: 1, domain: 'shop.test', uri: 'https://shop.test', version: '1', nonce: 'n0nce123', statement: 'Sign in', type: 'eip4361' })
    expect(message).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:1', domain: 'shop.test', nonce: 'n0nce123' })
    await expect(config.createMessage({ accountAddress: 'abc', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toThrow(
      'siweConfig signs in on eip155 networks only, not solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('verifies through verifyMessage, reads getSession for the chain and address, signs out', async () => {
    const { siwe } = legacy()
    const config = siweToSiwx(siwe)
    const data = { accountAddress: ADDRESS, chainId: 'eip155:1' as const, domain: 'shop.test', uri: 'https://shop.test', version: '1' as const, nonce: 'n0nce123' }
    await expect(config.addSession({ data, message: 'm', signature: '0xbad' })).rejects.toThrow('Failed to verify message')
    await config.addSession({ data, message: 'm', signature: '0xgood' })
    expect(siwe.onSignIn).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 })
    await expect(config.getSessions('eip155:1', ADDRESS.toLowerCase())).resolves.toHaveLength(1)
    await expect(config.getSessions('eip155:8453', ADDRESS)).resolves.toEqual([])
    await config.revokeSession('eip155:1', ADDRESS)
    expect(siwe.signOut).toHaveBeenCalledOnce()
    await expect(config.getSessions('eip155:1', ADDRESS)).resolves.toEqual([])
    expect(config.getRequired!()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    expect(siweToSiwx(legacy({ signOutOnDisconnect: false, required: undefined }).siwe)).toMatchObject({ signOutOnDisconnect: false })
  })
})
