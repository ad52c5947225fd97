// Pairing and the proposal against the real sandbox relay and a real WalletKit wallet in Node.
import { firstValueFrom, take, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { account, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('pairing over the sandbox relay', () => {
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
