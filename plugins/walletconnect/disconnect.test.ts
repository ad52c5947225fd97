// Disconnect against the real sandbox relay and a real WalletKit wallet in Node.
import { afterEach, describe, expect, it } from 'vitest'
import { pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('disconnect over the sandbox relay', () => {
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
})
