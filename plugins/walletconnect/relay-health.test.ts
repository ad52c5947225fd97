// The health check before a request, against the real sandbox relay and a real WalletKit wallet in Node.
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectEvent } from './session.ts'
import { account, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('the relay health check over the sandbox relay', () => {
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
})
