import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { defineNetwork, type StorageBackend } from 'portico'
import { ANVIL_ACCOUNT_0 } from 'portico/testing'
import { createLocalSiwxConfig } from './local-config.ts'

const account = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
const mainnet = defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://x'] } } })

function memory(): StorageBackend & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

async function signIn(config: ReturnType<typeof createLocalSiwxConfig>, chainId: `eip155:${number}` = 'eip155:1') {
  const message = await config.createMessage({ accountAddress: account.address, chainId })
  const text = message.toString()
  const { toString: _t, ...data } = message
  const session = { data, message: text, signature: await account.signMessage({ message: text }) }
  await config.addSession(session)
  return session
}

describe('createLocalSiwxConfig', () => {
  it('writes an EIP-4361 message with a fresh nonce and the options', async () => {
    const now = Date.parse("2026-01-01T00:00:00.000Z")
    const config = createLocalSiwxConfig({ domain: 'shop.test', uri: 'https://shop.test/', statement: 'Hi', expirationMs: 60_000, networks: [mainnet], now: () => now, storage: memory() })
    const a = await config.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const b = await config.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.toString()).toBe(
      [
        'shop.test wants you to sign in with your Ethereum account:',
        account.address,
        '',
        'Hi',
        '',
        'URI: https://shop.test/',
        'Version: 1',
        'Chain ID: 1',
        `Nonce: ${a.nonce}`,
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-01T00:01:00.000Z',
      ].join('\n'),
    )
  })

  it("with messageFormat 'informal' writes AppKit's lines: the network's name, the CAIP-2 Chain ID", async () => {
    const config = createLocalSiwxConfig({ domain: 'shop.test', uri: 'https://shop.test/', networks: [{ ...mainnet, name: 'Main Net' }], messageFormat: 'informal', storage: memory() })
    const text = (await config.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })).toString()
    expect(text.split('\n').slice(0, 4)).toEqual(['shop.test wants you to sign in with your Main Net account:', account.address, '', 'URI: https://shop.test/'])
    expect(text).toContain('\nChain ID: eip155:1\n')
  })

  it('keeps one session per chain and address, in its storage; expired ones are not returned', async () => {
    let now = Date.now()
    const storage = memory()
    const config = createLocalSiwxConfig({ storage, expirationMs: 1000, now: () => now })
    await signIn(config, 'eip155:1')
    await signIn(config, 'eip155:1')
    await signIn(config, 'eip155:8453')
    expect(JSON.parse(storage.map.get('portico-siwx-sessions')!)).toHaveLength(2)
    await expect(config.getSessions('eip155:1', account.address.toLowerCase())).resolves.toHaveLength(1)
    await expect(config.getSessions('eip155:10', account.address)).resolves.toEqual([])
    // another page load reads the same storage
    await expect(createLocalSiwxConfig({ storage, now: () => now }).getSessions('eip155:8453', account.address)).resolves.toHaveLength(1)
    now += 1001
    await expect(config.getSessions('eip155:1', account.address)).resolves.toEqual([])
  })

  it('refuses a session whose nonce it did not issue, or used already, or whose data is not its message', async () => {
    const config = createLocalSiwxConfig({ storage: memory() })
    const session = await signIn(config)
    await expect(config.addSession(session)).rejects.toThrow('The message was not created by this sign-in config, or was used already')
    const message = await config.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const { toString: _t, ...data } = message
    await expect(config.addSession({ data: { ...data, chainId: 'eip155:5' }, message: message.toString(), signature: '0x' })).rejects.toThrow(
      'The session data does not match its message',
    )
  })

  it('revokes one chain and address; setSessions([]) clears; getRequired and signOutOnDisconnect', async () => {
    const storage = memory()
    const config = createLocalSiwxConfig({ storage, required: true })
    await signIn(config, 'eip155:1')
    await signIn(config, 'eip155:8453')
    await config.revokeSession('eip155:1', account.address)
    await expect(config.getSessions('eip155:1', account.address)).resolves.toEqual([])
    await expect(config.getSessions('eip155:8453', account.address)).resolves.toHaveLength(1)
    await config.setSessions([])
    expect(storage.map.size).toBe(0)
    expect(config.getRequired!()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    expect(createLocalSiwxConfig({ storage }).getRequired!()).toBe(false)
  })

  it('reads a corrupt store as no sessions', async () => {
    const storage = memory()
    storage.setItem('portico-siwx-sessions', '{not json')
    await expect(createLocalSiwxConfig({ storage }).getSessions('eip155:1', account.address)).resolves.toEqual([])
  })
})
