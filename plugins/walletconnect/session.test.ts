// The session core against the real sandbox relay and a real WalletKit wallet in Node.
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { WalletConnectEvent } from './session.ts'
import { account, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

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
})
