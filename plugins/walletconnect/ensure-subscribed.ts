// The session topic must be among the relay subscriptions before anything is asked on it.
// sign-client 2.25 stores its subscription list one topic at a time as a resubscribe is answered:
// a reload between those writes leaves the session topic out, and the next load never resubscribes
// it, so the wallet's answers and events on it reach no one (seen in the e2e reload soak). Bounded:
// a relay that does not answer leaves the request to its own checks.
import { sleep } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

export async function ensureSubscribed(c: Client, topic: string, waitMs: number, logger: Pick<Console, 'error'>): Promise<void> {
  if (await c.core.relayer.subscriber.isKnownTopic(topic)) return
  await Promise.race([c.core.relayer.subscribe(topic).catch((error: unknown) => logger.error('WalletConnect resubscribe failed', error)), sleep(waitMs)])
}
