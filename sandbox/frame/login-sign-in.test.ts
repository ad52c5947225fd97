// The frame's one-click sign-in at login: what it agrees to sign (and every refusal, named), the
// GET_USER answer it adds the signature to, and a real EOA signature. The smart account's (ERC-6492
// before deployment, ERC-1271 after) runs end to end in testing/e2e/smart-account.spec.ts.
import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { checkRequestPayload } from '../../kernel/auth-frame/messages.ts'
import { createSiwxMessage, parseSiwxMessage, SIGN_IN_TEMPLATE_ADDRESS } from '../../kernel/siwx/message.ts'
import type { SiwxMessageData } from '../../kernel/siwx/siwx.ts'
import type { FrameContext, Handlers } from './frame-context.ts'
import { deriveUserKeys } from './keys.ts'
import { loginSigner, loginSignInText, withLoginSignIn, type LoginSignInRequest } from './login-sign-in.ts'

const PAGE = 'http://127.0.0.1:5173'
const ACCOUNT = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'
const base: SiwxMessageData = {
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdef123456',
  chainId: 'eip155:1337',
  accountAddress: SIGN_IN_TEMPLATE_ADDRESS,
  statement: 'Sign in to the playground',
  issuedAt: '2026-11-27T10:00:00.000Z',
}
/** The request as the page sends it: the message's fields and its text. */
function request(data: Partial<SiwxMessageData> = {}, format: 'eip4361' | 'informal' = 'eip4361'): LoginSignInRequest {
  const message = createSiwxMessage({ ...base, ...data }, { messageFormat: format, networkName: 'Sandbox Ethereum' })
  const { toString: _text, ...fields } = message
  return { ...fields, serializedMessage: message.toString() }
}

describe('loginSignInText', () => {
  it("writes the account in use over the template address and changes nothing else (EIP-4361 and AppKit's lines)", () => {
    for (const format of ['eip4361', 'informal'] as const) {
      const asked = request({}, format)
      const text = loginSignInText(asked, ACCOUNT.toLowerCase(), 1337, PAGE)
      expect(text).toBe(asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, ACCOUNT))
      expect(parseSiwxMessage(text)).toEqual({ ...parseSiwxMessage(asked.serializedMessage!), accountAddress: ACCOUNT })
    }
    // a page that already named the account gets the same text
    expect(loginSignInText(request({ accountAddress: ACCOUNT }), ACCOUNT, 1337, PAGE)).toBe(request({ accountAddress: ACCOUNT }).serializedMessage)
  })

  it('the request payload passes the shared GET_USER schema', () => {
    expect(checkRequestPayload('GET_USER', { chainId: 1337, preferredAccountType: 'smartAccount', siwxMessage: request() })).toMatchObject({ ok: true })
  })

  it.each([
    ['no text', { ...request(), serializedMessage: undefined }, 1337, PAGE, 'the request carries no message text (serializedMessage)'],
    ['a text that is no sign-in', { ...request(), serializedMessage: 'Please send me 1 ETH' }, 1337, PAGE, 'not a sign-in message (Invalid SIWX message: line 1'],
    ['another site', request({ domain: 'evil.example' }), 1337, PAGE, 'the message is for evil.example, not for this page (127.0.0.1:5173)'],
    ['another port of the host', request({ domain: '127.0.0.1:5174' }), 1337, PAGE, 'the message is for 127.0.0.1:5174, not for this page (127.0.0.1:5173)'],
    ['another scheme', request({ scheme: 'https' }), 1337, PAGE, "the message names https://, not this page's http://"],
    ['another chain', request({ chainId: 'eip155:8453' }), 1337, PAGE, 'the message is for eip155:8453, the account is on eip155:1337'],
    ['fields that are not the text', { ...request(), nonce: 'othernonce123' }, 1337, PAGE, 'its nonce ("othernonce123") is not the text\'s ("abcdef123456")'],
    ['another account', request({ accountAddress: '0x1111111111111111111111111111111111111111' }), 1337, PAGE, 'the message names 0x1111111111111111111111111111111111111111, neither the template'],
    ['a non-EVM account', request(), 1337, PAGE, 'the account in use is not an EVM address', 'So1anaAddre55'],
  ])('refuses %s', (_name, asked, chainId, origin, why, account = ACCOUNT) => {
    expect(() => loginSignInText(asked as LoginSignInRequest, account, chainId, origin)).toThrow(`Sign-in at login refused: ${why}`)
  })
})

describe('withLoginSignIn', () => {
  const user = { email: 'a@example.com', address: ACCOUNT, chainId: 1337, accounts: [{ address: '0x2222222222222222222222222222222222222222', type: 'eoa' }, { address: ACCOUNT, type: 'smartAccount' }], preferredAccountType: 'smartAccount' }
  const inner = (): Handlers => ({ GET_USER: vi.fn(async () => user), SIGN_OUT: vi.fn(async () => undefined) })

  it('answers GET_USER without a sign-in as the wrapped handler does, signing nothing', async () => {
    const sign = vi.fn()
    const handlers = withLoginSignIn({ parentOrigin: PAGE }, inner(), sign)
    await expect(handlers.GET_USER!({ chainId: 1337 })).resolves.toEqual(user)
    expect(sign).not.toHaveBeenCalled()
    expect(handlers.SIGN_OUT).toBeDefined()
  })

  it('with a sign-in: the account in use (here the smart account) signs the text, and the answer carries both', async () => {
    const sign = vi.fn(async () => '0xsigned')
    const handlers = withLoginSignIn({ parentOrigin: PAGE }, inner(), sign)
    const asked = request()
    const answer = await handlers.GET_USER!({ chainId: 1337, siwxMessage: asked })
    const message = asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, ACCOUNT)
    expect(answer).toEqual({ ...user, message, signature: '0xsigned' })
    expect(sign).toHaveBeenCalledWith({ chainId: 1337, address: ACCOUNT, smartAccount: true, message })
  })

  it('a refused sign-in fails the GET_USER with its reason and signs nothing', async () => {
    const sign = vi.fn()
    const handlers = withLoginSignIn({ parentOrigin: 'http://127.0.0.1:9999' }, inner(), sign)
    await expect(handlers.GET_USER!({ chainId: 1337, siwxMessage: request() })).rejects.toThrow('Sign-in at login refused: the message is for 127.0.0.1:5173, not for this page (127.0.0.1:9999)')
    expect(sign).not.toHaveBeenCalled()
  })
})

describe('loginSigner', () => {
  it("signs the text with the user's EVM key (EIP-191), no card", async () => {
    const keys = deriveUserKeys('secret', 'login-sign-in@example.com')
    const eoa = privateKeyToAccount(keys.evmPrivateKey).address
    const api = vi.fn()
    const ctx = { chains: [{ id: 1337, name: 'Sandbox Ethereum' }], keys: async () => keys, token: () => 'token', api } as unknown as FrameContext
    const message = request().serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, eoa)
    const signature = (await loginSigner(ctx)({ chainId: 1337, address: eoa, smartAccount: false, message })) as Hex
    expect(await verifyMessage({ address: eoa, message, signature })).toBe(true)
    expect(api).not.toHaveBeenCalled()
    await expect(loginSigner(ctx)({ chainId: 5, address: eoa, smartAccount: false, message })).rejects.toThrow('Sign-in at login refused: chain 5 is not a sandbox chain')
  })
})
