// Restore on load against the real sandbox relay and a real WalletKit wallet in Node.
import { getSdkError } from '@walletconnect/utils'
import { firstValueFrom } from 'rxjs'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { account, activeSession, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

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
})
