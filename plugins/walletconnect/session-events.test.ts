// The wallet's session events, against the real sandbox relay and a real WalletKit wallet in Node.
import { getSdkError } from '@walletconnect/utils'
import { firstValueFrom, take, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { account, activeSession, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('wallet events over the sandbox relay', () => {
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
})
