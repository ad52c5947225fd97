// The session core against the real sandbox relay and a real WalletKit wallet in Node.
import { getSdkError } from '@walletconnect/utils'
import { firstValueFrom, take, toArray } from 'rxjs'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectEvent } from './session.ts'
import { account, activeSession, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('createWalletConnectSession over the sandbox relay', () => {
  it('connect → URI → wallet approves → accounts; personal_sign verifies; switchChain within the session', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    await expect(session.request({ method: 'personal_sign' })).rejects.toThrow('Please call connect() before request()')
    await expect(session.switchChain(10)).rejects.toThrow('Session not initialized')

    const state = await (await pairWith(wallet, session))
    expect(state).toEqual({ accounts: [account.address], chainId: 1 })

    const text = 'Hello from the Portico WalletConnect plugin'
    const signature = await session.request<Hex>({ method: 'personal_sign', params: [stringToHex(text), account.address] })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)

    const events: WalletConnectEvent[] = []
    const sub = session.events$.subscribe((e) => events.push(e))
    await session.switchChain(10)
    expect(session.state()).toEqual({ accounts: [account.address], chainId: 10 })
    // Not approved, and the wallet refuses wallet_switchEthereumChain.
    await expect(session.switchChain(8453)).rejects.toThrow('Failed to switch to chain')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
    sub.unsubscribe()

    await session.disconnect()
    expect(session.state()).toBeNull()
    await expect.poll(() => Object.keys(wallet.getActiveSessions()).length, { timeout: 10_000 }).toBe(0)
  })

  it('restores the stored session in a second object with the same storage prefix, no user action', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.close()

    const second = dapp()
    expect(await second.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    const text = 'after restore'
    const signature = await second.request<Hex>({ method: 'personal_sign', params: [stringToHex(text), account.address] })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  // Seen in the e2e reload soak: sign-client 2.25 stores its subscription list once per topic as a
  // resubscribe is answered, so a reload between those writes leaves [pairing topic] alone; the next
  // load resubscribed only that, and the wallet's answers on the session topic went to no one.
  it('restores a session whose stored subscription list lost the session topic: the request is still answered', { timeout: 60_000 }, async () => {
    const { wallet, dapp, storage } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.close()
    const topic = activeSession(wallet).topic
    const key = (await storage.getKeys()).find((k) => k.endsWith('//subscription'))!
    const stored = (await storage.getItem<{ topic: string }[]>(key))!
    expect(stored.map((s) => s.topic)).toContain(topic)
    await storage.setItem(key, stored.filter((s) => s.topic !== topic))

    const second = dapp()
    expect(await second.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    const text = 'after an interrupted reload'
    let timer: ReturnType<typeof setTimeout> | undefined
    const unanswered = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in 15 s: the session topic was not resubscribed')), 15_000)
    })
    const signature = await Promise.race([second.request<Hex>({ method: 'personal_sign', params: [stringToHex(text), account.address] }), unanswered]).finally(() => clearTimeout(timer))
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('the wallet deletes the session → events$ disconnect; restore() → null', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    await pairWith(wallet, session)
    const disconnected = firstValueFrom(session.events$)
    await wallet.disconnectSession({ topic: activeSession(wallet).topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await disconnected).toEqual({ type: 'disconnect' })
    expect(session.state()).toBeNull()
    await session.close()

    expect(await dapp().restore()).toBeNull()
  })

  it('a session deleted while the dApp was away: restore() shows the account, then the check ends it with disconnect', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.close()
    await wallet.disconnectSession({ topic: activeSession(wallet).topic, reason: getSdkError('USER_DISCONNECTED') })

    const second = dapp()
    const disconnected = firstValueFrom(second.events$)
    expect(await second.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    expect(await disconnected).toEqual({ type: 'disconnect' })
    expect(second.state()).toBeNull()
    await second.close()
    expect(await dapp().restore()).toBeNull()
  })

  it("a restored account whose check failed (the client's code did not load) is checked again by the next request", { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.close()

    // The sign-client's chunk fails to load once (a flaky network while the page starts).
    let failures = 1
    const loadSignClient = () =>
      failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('@walletconnect/sign-client')
    const logged: unknown[] = []
    const second = dapp({ loadSignClient, logger: { error: (...args: unknown[]) => void logged.push(args) } })
    expect(await second.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    await expect.poll(() => logged.length).toBe(1)
    expect(second.state()).toEqual({ accounts: [account.address], chainId: 1 }) // still shown

    const text = 'checked again'
    const signature = await second.request<Hex>({ method: 'personal_sign', params: [stringToHex(text), account.address] })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('restore() shows the stored account without the network: the relay is down', { timeout: 60_000 }, async () => {
    const { wallet, dapp, relay } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.switchChain(10)
    await first.close()
    await relay.stop()

    const second = dapp({ relayCheckMs: 500 })
    // The last chain the visitor was on comes back too.
    expect(await second.restore()).toEqual({ accounts: [account.address], chainId: 10 })
    expect(second.state()).toEqual({ accounts: [account.address], chainId: 10 })
  })

  it('a request with the relay down is refused before it is sent: unavailable event, RELAY_UNREACHABLE; with the relay back, it goes through', { timeout: 90_000 }, async () => {
    const { wallet, dapp, relay, restartRelay } = await setup()
    const session = dapp({ relayCheckMs: 1_000, relayReconnectMs: 1_000 })
    await pairWith(wallet, session)
    await relay.stop()
    // Both clients see their sockets close (the wallet's stands for the dApp's, same process).
    await expect.poll(() => wallet.core.relayer.connected).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 100))

    const events: WalletConnectEvent[] = []
    const sub = session.events$.subscribe((e) => events.push(e))
    await expect(session.request({ method: 'personal_sign', params: [stringToHex('x'), account.address] })).rejects.toMatchObject({
      code: 'RELAY_UNREACHABLE',
      message: 'The WalletConnect relay cannot be reached. Your request was not sent.',
    })
    expect(events).toEqual([{ type: 'unavailable', reason: 'relay-unreachable', message: 'The WalletConnect relay cannot be reached. Your request was not sent.' }])
    await expect(session.checkConnection()).rejects.toMatchObject({ code: 'RELAY_UNREACHABLE' })
    expect(events).toHaveLength(1) // the explicit check does not raise the event again
    expect(session.state()).toEqual({ accounts: [account.address], chainId: 1 }) // still connected

    await restartRelay()
    // As a visitor pressing Reconnect until it works (each check waits 1 s here, the loop backs off up to 4 s).
    await expect.poll(() => session.checkConnection().then(() => true, () => false), { timeout: 30_000, interval: 250 }).toBe(true)
    await expect.poll(() => wallet.core.relayer.connected, { timeout: 30_000 }).toBe(true)
    const text = 'after the relay came back'
    const signature = await session.request<Hex>({ method: 'personal_sign', params: [stringToHex(text), account.address] })
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    sub.unsubscribe()
  })

  it('disconnect with the relay down gives up after the timeout: DISCONNECT_FAILED, yet nothing is restored afterwards', { timeout: 60_000 }, async () => {
    const { wallet, dapp, relay } = await setup()
    const logged: unknown[] = []
    const session = dapp({ disconnectTimeoutMs: 1_000, logger: { error: (...args: unknown[]) => void logged.push(args) } })
    await pairWith(wallet, session)
    await relay.stop()
    await expect.poll(() => wallet.core.relayer.connected).toBe(false)

    await expect(session.disconnect()).rejects.toMatchObject({ code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' })
    expect(logged).toHaveLength(1)
    expect(session.state()).toBeNull()
    await session.close()
    expect(await dapp().restore()).toBeNull()
    // Not only the marker: the sign-client's own store no longer has it either.
    expect(await dapp({ hintStorage: null, restoreCheckMs: 100 }).restore()).toBeNull()
  })

  it('a request on an expired session is refused before it is sent: unavailable event, then disconnect', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    await pairWith(wallet, session)
    const events: WalletConnectEvent[] = []
    const sub = session.events$.subscribe((e) => events.push(e))
    // Only Date moves: a week and a day later, past the session's 7-day expiry.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 8 * 24 * 3600_000)
      await expect(session.request({ method: 'personal_sign', params: [stringToHex('x'), account.address] })).rejects.toMatchObject({
        code: 'SESSION_EXPIRED',
      })
    } finally {
      vi.useRealTimers()
    }
    expect(events).toEqual([
      { type: 'unavailable', reason: 'session-expired', message: 'The session with your wallet has expired. Your request was not sent.' },
      { type: 'disconnect' },
    ])
    expect(session.state()).toBeNull()
    sub.unsubscribe()
  })

  it('restore() without a stored-session marker returns null without loading the client', async () => {
    const { dapp, relay } = await setup()
    expect(await dapp().restore()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The fresh wallet has nothing to subscribe to yet, so any socket would be the dApp client's.
    expect(relay.stats().connections).toBe(0)
  })

  it('wallet session events arrive on events$: accountsChanged and chainChanged', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    await pairWith(wallet, session)
    const topic = activeSession(wallet).topic
    const two = firstValueFrom(session.events$.pipe(take(2), toArray()))
    await wallet.emitSessionEvent({ topic, chainId: 'eip155:1', event: { name: 'accountsChanged', data: [`eip155:1:${account.address}`] } })
    await wallet.emitSessionEvent({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    expect(await two).toEqual([
      { type: 'accountsChanged', accounts: [account.address] },
      { type: 'chainChanged', chainId: 10 },
    ])
    expect(session.state()?.chainId).toBe(10)
  })

  it('accountsChanged from the peer is untrusted: malformed CAIP-10 ids are dropped, an all-malformed list is ignored', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp()
    await pairWith(wallet, session)
    const topic = activeSession(wallet).topic
    const two = firstValueFrom(session.events$.pipe(take(2), toArray()))
    const data = ['eip155:1:<img src=x onerror=alert(1)>', `eip155:1:${account.address}:extra`, 'javascript:alert(1)', `eip155:1:${account.address}`]
    await wallet.emitSessionEvent({ topic, chainId: 'eip155:1', event: { name: 'accountsChanged', data } })
    await wallet.emitSessionEvent({ topic, chainId: 'eip155:1', event: { name: 'accountsChanged', data: ['<script>alert(1)</script>'] } })
    await wallet.emitSessionEvent({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    expect(await two).toEqual([
      { type: 'accountsChanged', accounts: [account.address] },
      { type: 'chainChanged', chainId: 10 },
    ])
  })

  it('a rejection in the wallet rejects the approval with a clear error', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup({ reject: true })
    const { uri$, approval } = await dapp().connect()
    const outcome = expect(approval).rejects
    await wallet.pair({ uri: await firstValueFrom(uri$) })
    await outcome.toMatchObject({ code: 'USER_REJECTED', message: expect.stringContaining('rejected by the wallet') })
  })

  it('replaces a URI about to expire with a fresh one; pairing the fresh one connects', { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const session = dapp({ pairingLifetimeMs: 10_500, pairingExpiryMarginMs: 10_000 })
    const { uri$, approval } = await session.connect()
    const [first, second] = await firstValueFrom(uri$.pipe(take(2), toArray()))
    expect(second).not.toBe(first)
    expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: second! })
    expect(await approval).toEqual({ accounts: [account.address], chainId: 1 })
  })
})
