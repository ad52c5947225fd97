// The session topic resubscribed after an interrupted reload, against the real sandbox relay and a real WalletKit wallet in Node.
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { account, activeSession, pairWith, runCleanups, setup } from '../../testing/test-support/walletconnect-test-wallet.ts'

afterEach(runCleanups)

describe('the session topic over the sandbox relay', () => {
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
})
