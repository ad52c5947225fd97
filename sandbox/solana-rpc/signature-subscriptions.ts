// signatureSubscribe / signatureUnsubscribe over one WebSocket (what web3.js's confirmTransaction
// uses). A signature subscription fires once, when the transaction lands (at once if it already
// has), then ends, as on a real cluster.
import { INVALID_PARAMS, RpcError, type Handler } from './json-rpc.ts'
import type { Ledger, SignatureStatus } from './ledger.ts'

export type Notify = (message: unknown) => void

/** The subscription methods of one socket, and `close()` to drop its subscriptions. */
export function signatureSubscriptions(ledger: Ledger, notify: Notify, nextId: () => number): { methods: Record<string, Handler>; close(): void } {
  const waiting = new Map<number, string>()

  const send = (subscription: number, status: SignatureStatus) => {
    waiting.delete(subscription)
    notify({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: status.slot }, value: { err: status.err } }, subscription },
    })
  }

  const stop = ledger.onLanded((signature, status) => {
    for (const [subscription, awaited] of waiting) if (awaited === signature) send(subscription, status)
  })

  return {
    methods: {
      signatureSubscribe([signature]) {
        if (typeof signature !== 'string' || signature === '') throw new RpcError(INVALID_PARAMS, 'Invalid params: signatureSubscribe expects a base58 signature')
        const subscription = nextId()
        waiting.set(subscription, signature)
        const landed = ledger.status(signature)
        // After the response to the subscribe call, which the client must see first.
        if (landed) setTimeout(() => waiting.has(subscription) && send(subscription, landed), 0)
        return subscription
      },
      signatureUnsubscribe([subscription]) {
        if (typeof subscription !== 'number') throw new RpcError(INVALID_PARAMS, 'Invalid params: signatureUnsubscribe expects a subscription id')
        return waiting.delete(subscription)
      },
    },
    close() {
      stop()
      waiting.clear()
    },
  }
}
