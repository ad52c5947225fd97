// Restore on load against the real sandbox relay and a real WalletKit wallet in Node.
import { getSdkError } from '@walletconnect/utils'
import { firstValueFrom } from 'rxjs'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { account, activeSession, metadata, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('restore over the sandbox relay', () => {
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

  it('restore() without a stored-session marker returns null without loading the client', async () => {
    const { dapp, relay } = await setup()
    expect(await dapp().restore()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The fresh wallet has nothing to subscribe to yet, so any socket would be the dApp client's.
    expect(relay.stats().connections).toBe(0)
  })

  it("a page the wallet opened with its link-mode answer does not ping the wallet: the answer to a ping would reach the dApp's other tabs, which did not send it", { timeout: 60_000 }, async () => {
    const { wallet, dapp } = await setup()
    const first = dapp()
    await pairWith(wallet, first)
    await first.close()
    const topic = activeSession(wallet).topic
    const pings: string[] = []
    wallet.engine.signClient.events.on('session_ping', (ping: { topic: string }) => pings.push(ping.topic))

    // the answer's page: its address carries the wallet's envelope on the session (the page's 50 ms
    // read never fires here: this is about what its restore sends)
    const href = `https://dapp.example/?wc_ev=AQID_-x&topic=${topic}`
    const win = { location: { href }, history: { state: null, replaceState() {} }, setTimeout: () => 0, clearTimeout() {} } as unknown as Window
    const answered = dapp({
      metadata: { ...metadata, redirect: { universal: 'https://dapp.example/', linkMode: true } },
      linkMode: { enabled: () => true, open: () => true, window: win },
      restoreCheckMs: 500,
    })
    const stopReceiving = answered.receiveLinkModeAnswers()
    expect(await answered.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    stopReceiving()

    // another tab, opened as usual, asks the wallet: the one ping the wallet gets is that tab's
    const other = dapp({ restoreCheckMs: 500 })
    expect(await other.restore()).toEqual({ accounts: [account.address], chainId: 1 })
    await expect.poll(() => pings, { timeout: 10_000 }).toEqual([topic])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(pings).toEqual([topic])
    expect(answered.state()).toEqual({ accounts: [account.address], chainId: 1 })
  })
})
