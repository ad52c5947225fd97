// The README's backend example, run: a viem local account signs in through its routes against a real
// anvil (an EOA and the sandbox's ERC-1271 account), and the README quotes this file verbatim.
import { readFile } from 'node:fs/promises'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../../kernel/siwx/message.ts'
import { prepareSandboxSmartAccounts, sandboxSmartAccounts } from '../../sandbox/smart-accounts/index.ts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { createBackend } from './backend.ts'

let anvil: AnvilInstance
let handle: (request: Request) => Promise<Response>
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxSmartAccounts([anvil.rpcUrl])
  handle = createBackend({ domain: 'app.example', sessionSecret: 'a-secret-of-at-least-32-bytes-long!', rpc: { 'eip155:1337': anvil.rpcUrl } })
}, 60_000)
afterAll(() => anvil?.stop())

const url = (path: string) => `https://app.example${path}`
const nonce = async () => ((await (await handle(new Request(url('/siwx/nonce')))).json()) as { nonce: string }).nonce
const message = (address: string, nonceValue: string) =>
  formatSiwxMessage({ domain: 'app.example', accountAddress: address, uri: 'https://app.example/', version: '1', chainId: 'eip155:1337', nonce: nonceValue, issuedAt: new Date(Date.now() - 1000).toISOString() })
const verify = (body: unknown) => handle(new Request(url('/siwx/verify'), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }))
const protectedRoute = (cookie?: string) => handle(new Request(url('/protected'), { headers: cookie ? { cookie } : {} }))

describe('the README backend example', () => {
  it('signs an EOA in: nonce → signed message → verify sets the cookie → the protected route answers; the nonce works once', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = message(account.address, await nonce())
    const signature = await account.signMessage({ message: text })
    const verified = await verify({ message: text, signature })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ address: account.address, chainId: 'eip155:1337' })
    const setCookie = verified.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^portico_siwx=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax; Secure$/)

    const answer = await protectedRoute(setCookie.split(';')[0])
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ hello: account.address })

    const replay = await verify({ message: text, signature })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ code: 'NONCE_MISMATCH' })
  })

  it("signs in anvil #0's ERC-1271 contract account (the sandbox's, salt 0) with the owner's signature", async () => {
    const owner = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey)
    const text = message(sandboxSmartAccounts.account.address, await nonce())
    const verified = await verify({ message: text, signature: await owner.signMessage({ message: text }) })
    expect(await verified.json()).toEqual({ address: sandboxSmartAccounts.account.address, chainId: 'eip155:1337' })
  })

  it('refuses another key, another site and a body that is not a sign-in with 401 and the code; the protected route without a cookie', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const stranger = privateKeyToAccount(generatePrivateKey())
    const text = message(account.address, await nonce())
    const forged = await verify({ message: text, signature: await stranger.signMessage({ message: text }) })
    expect([forged.status, ((await forged.json()) as { code: string }).code]).toEqual([401, 'INVALID_SIGNATURE'])
    const elsewhere = message(account.address, await nonce()).replace('app.example wants', 'evil.example wants')
    const other = await verify({ message: elsewhere, signature: await account.signMessage({ message: elsewhere }) })
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([401, 'DOMAIN_MISMATCH'])
    const garbage = await handle(new Request(url('/siwx/verify'), { method: 'POST', body: 'not json' }))
    expect([garbage.status, ((await garbage.json()) as { code: string }).code]).toEqual([401, 'INVALID_MESSAGE'])

    expect((await protectedRoute()).status).toBe(401)
    expect((await protectedRoute('portico_siwx=forged.value')).status).toBe(401)
    expect((await handle(new Request(url('/elsewhere')))).status).toBe(404)
  })

  it('is quoted verbatim in the sign-in guide under "On your backend"', async () => {
    const readme = await readFile(new URL('../../docs/guide/sign-in.md', import.meta.url), 'utf8')
    const at = readme.indexOf('## On your backend')
    expect(at).toBeGreaterThan(0)
    const section = readme.slice(at)
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1]
    expect(block).toBe(await readFile(new URL('./backend.ts', import.meta.url), 'utf8'))
  })
})
