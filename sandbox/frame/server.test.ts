// The frame's server through its HTTP API, as the frame page calls it: real anvil, the real API
// server (allowed origins), the real SMTP inbox. The page side of the protocol runs in Chromium
// (testing/e2e/secure-frame.spec.ts).
import { verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailServer, type MailServer } from '../mail/index.ts'
import { startTestApi, type TestApi } from '../server/test-support.ts'
import { addressesOf } from './keys.ts'
import { startSecureFrame, type SecureFrameServer } from './server.ts'
import { signEvm } from './signer.ts'

let api: TestApi
let mail: MailServer
let frame: SecureFrameServer
beforeAll(async () => {
  ;[api, mail] = await Promise.all([startTestApi({ chainIds: [1337] }), startMailServer()])
  frame = await startSecureFrame({
    apiUrl: api.api.url,
    chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: api.anvils[0]!.rpcUrl }],
    smtp: mail.smtp,
    secret: 'test-secret',
  })
}, 60_000)
afterAll(async () => {
  await frame?.stop()
  await Promise.all([mail?.stop(), api?.stop()])
})

const call = async (action: string, body: unknown, origin = frame.url) => {
  const response = await fetch(`${frame.url}/api/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as any }
}
const latestCode = async (email: string) => {
  const message = (await (await fetch(`${mail.url}/api/messages/latest?to=${encodeURIComponent(email)}`)).json()) as { subject: string }
  return /(\d{6})$/.exec(message.subject)![1]!
}
const device1 = 'device-one-0000000000'
const device2 = 'device-two-0000000000'

describe('sandbox secure frame server', () => {
  it('serves the frame page and its script', async () => {
    expect(await (await fetch(`${frame.url}/sdk?projectId=x`)).text()).toContain('<script src="/frame.js"></script>')
    const script = await fetch(`${frame.url}/frame.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await script.text()).length).toBeGreaterThan(1000)
  })

  it("checks a parent origin against the project's allowed origins on the API server", async () => {
    expect((await call('origin', { projectId: 'test-project', origin: 'http://127.0.0.1:5173' })).body).toEqual({ allowed: true })
    expect((await call('origin', { projectId: 'test-project', origin: 'https://evil.example' })).body).toEqual({ allowed: false })
  })

  it('the sandbox admin starts new accounts empty: PUT /__admin/funding { eth: "0" }, then back to 100', async () => {
    const funding = (method: string, body?: unknown) => fetch(`${frame.url}/__admin/funding`, { method, ...(body ? { body: JSON.stringify(body) } : {}) })
    expect(await (await funding('GET')).json()).toEqual({ eth: '100' })
    expect((await funding('PUT', { eth: 'lots' })).status).toBe(400)
    try {
      expect(await (await funding('PUT', { eth: '0' })).json()).toEqual({ eth: '0' })
      const email = 'empty@example.com'
      await call('connect-email', { email, deviceId: device1 })
      const { token } = (await call('connect-otp', { email, deviceId: device1, otp: await latestCode(email) })).body
      const { address } = (await call('user', { token })).body
      expect(BigInt((await call('rpc', { token, chainId: 1337, method: 'eth_getBalance', params: [address, 'latest'] })).body.result)).toBe(0n)
    } finally {
      await funding('PUT', { eth: '100' })
    }
    // no CORS: a page's PUT never passes its preflight
    const preflight = await fetch(`${frame.url}/__admin/funding`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'PUT' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses API calls from any other origin, and malformed bodies', async () => {
    expect((await call('session', {}, 'http://127.0.0.1:5173')).status).toBe(403)
    expect(await call('connect-email', { email: 'nope', deviceId: device1 })).toEqual({ status: 400, body: { error: { message: 'Invalid email' } } })
  })

  it('email → code by mail → session → user → keys for the page (the server signs nothing); a second device must be approved by mail', async () => {
    const email = 'alice@example.com'
    expect((await call('connect-email', { email, deviceId: device1 })).body).toEqual({ action: 'VERIFY_OTP' })
    const code = await latestCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await call('connect-otp', { email, deviceId: device1, otp: wrong })).toEqual({ status: 400, body: { error: { message: 'Invalid code (4 attempts left)' } } })
    const { token } = (await call('connect-otp', { email, deviceId: device1, otp: code })).body
    expect((await call('session', { token })).body).toEqual({ isConnected: true })
    const { address } = (await call('user', { token })).body
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The server signs nothing: the frame page gets the keys of its live session and signs itself.
    expect(await call('rpc', { token, chainId: 'eip155:1337', method: 'personal_sign', params: ['0x6869', address] })).toEqual({
      status: 400,
      body: { error: { message: 'The sandbox frame server forwards read methods only, not personal_sign', code: 4200 } },
    })
    const keys = (await call('keys', { token })).body
    expect(keys.userId).toBe(email)
    expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(address)
    expect(addressesOf(keys).solanaAddress).toBe((await call('user', { token })).body.solanaAddress)
    const signature = await signEvm(keys, { id: 1337, name: 'Sandbox Ethereum' }, 'personal_sign', ['0x6869', address], async () => undefined)
    expect(await verifyMessage({ address, message: 'hi', signature: signature as `0x${string}` })).toBe(true)
    // Never to another origin (a dApp page), never without a live session.
    expect((await call('keys', { token }, 'http://127.0.0.1:5173')).status).toBe(403)
    expect(await call('keys', {})).toEqual({ status: 401, body: { error: { message: 'Not signed in', code: 4100 } } })
    expect((await call('keys', { token: 'forged' })).status).toBe(401)
    // New accounts get gas money on the sandbox chains.
    expect(BigInt((await call('rpc', { token, chainId: 1337, method: 'eth_getBalance', params: [address, 'latest'] })).body.result)).toBeGreaterThan(0n)
    expect(await call('rpc', { token, chainId: 1, method: 'eth_chainId' })).toMatchObject({ status: 400, body: { error: { message: 'Chain 1 is not a sandbox chain' } } })

    // Another browser, same email: VERIFY_DEVICE, and a second mail with the approval link.
    expect((await call('connect-email', { email, deviceId: device2 })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = (await (await fetch(`${mail.url}/api/messages/latest?to=${email}`)).json()) as { subject: string; text: string }
    expect(approval.subject).toBe('Approve a new device')
    const link = /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(approval.text)![1]!
    expect((await call('device-status', { email, deviceId: device2 })).body).toEqual({ approved: false })
    expect((await fetch(link)).status).toBe(200)
    expect((await call('device-status', { email, deviceId: device2 })).body).toEqual({ approved: true })
    const messages = (await (await fetch(`${mail.url}/api/messages?to=${email}`)).json()) as { messages: { subject: string }[] }
    const code2 = /(\d{6})$/.exec(messages.messages[1]!.subject)![1]!
    const second = (await call('connect-otp', { email, deviceId: device2, otp: code2 })).body
    // The same email is the same account on every device.
    expect((await call('user', { token: second.token })).body.address).toBe(address)

    // Update email: the current email gets a code, then the new one; same account under the new email.
    const newEmail = 'alice.new@example.com'
    // Another user's email cannot be taken.
    await call('connect-email', { email: 'bob@example.com', deviceId: device1 })
    const bob = (await call('connect-otp', { email: 'bob@example.com', deviceId: device1, otp: await latestCode('bob@example.com') })).body.token
    await call('sign-out', { token: bob })
    expect((await call('update-email', { token, email: 'bob@example.com' })).body).toEqual({ error: { message: 'This email belongs to another account' } })
    expect((await call('update-email', { token, email: newEmail })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await latestCode(email)
    expect(await call('update-email-primary', { token, otp: primary === '000000' ? '111111' : '000000' })).toEqual({ status: 400, body: { error: { message: 'Invalid code (4 attempts left)' } } })
    expect(await call('update-email-primary', { token, otp: primary })).toEqual({ status: 200, body: {} })
    const secondary = await latestCode(newEmail)
    expect(await call('update-email-secondary', { token, otp: secondary })).toEqual({ status: 200, body: { newEmail } })
    expect((await call('user', { token })).body).toMatchObject({ email: newEmail, address })
    expect(await call('update-email', { email: 'x@example.com' })).toEqual({ status: 401, body: { error: { message: 'Not signed in', code: 4100 } } })

    await call('sign-out', { token })
    expect((await call('session', { token })).body).toEqual({ isConnected: false })
    expect((await call('keys', { token })).status).toBe(401)
    expect(await call('user', { token })).toEqual({ status: 401, body: { error: { message: 'Not signed in', code: 4100 } } })
  })
})
