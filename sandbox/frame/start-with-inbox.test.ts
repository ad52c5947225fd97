// The frame and its inbox start together and stop together; a code the frame sends lands in that inbox.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../server/test-support.ts'
import { startFrameWithInbox, type FrameWithInbox } from './start-with-inbox.ts'

let api: TestApi
let started: FrameWithInbox
beforeAll(async () => {
  api = await startTestApi({ chainIds: [1337] })
  started = await startFrameWithInbox({ framePort: 0, mailPort: 0, apiUrl: api.api.url, chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: api.anvils[0]!.rpcUrl }] })
}, 60_000)
afterAll(() => api?.stop())

it("sends the frame's codes to its own inbox, and stop() ends both", async () => {
  const email = 'inbox@example.com'
  const response = await fetch(`${started.frame.url}/api/connect-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: started.frame.url },
    body: JSON.stringify({ email, deviceId: 'device-inbox-000000000' }),
  })
  expect(await response.json()).toEqual({ action: 'VERIFY_OTP' })
  const latest = await fetch(`${started.mail.url}/api/messages/latest?to=${encodeURIComponent(email)}`)
  expect(((await latest.json()) as { subject: string }).subject).toMatch(/^Your Portico sandbox code: \d{6}$/)

  await started.stop()
  await expect(fetch(`${started.frame.url}/sdk`)).rejects.toThrow()
  await expect(fetch(started.mail.url)).rejects.toThrow()
})
