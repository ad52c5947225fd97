// The page side of one-click sign-in with the embedded wallet: the login's GET_USER carries the
// config's message, the frame's signed text becomes the config's session before the connect
// resolves, and each way it can fail leaves the usual sign-in step (logged). A config that makes
// real messages (the kernel's text) and keeps sessions in memory, a scripted frame; the siwx
// plugin's configs, the real frame and backend run in testing/e2e/smart-account.spec.ts.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createSiwxMessage, generateNonce, parseSiwxMessage, SIGN_IN_TEMPLATE_ADDRESS, type SiwxConfig, type SiwxSession } from 'portico'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { chainA } from '../../kernel/test-support/networks.ts'
import { createEmbeddedWalletAdapter } from './adapter.ts'
import { adoptLoginSignIn, loginSignInRequest, type LoginSignInRequest } from './login-sign-in.ts'
import { scriptedFrame } from './test-support.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'

const rpc = createTestRpc()
afterAll(() => rpc.dispose())

const ACCOUNT = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'
const CHAIN = Number(chainA.id)

/** Messages for app.example, sessions in memory; a session must carry a nonce this config issued, once. */
function localConfig(): SiwxConfig {
  const issued = new Set<string>()
  let sessions: SiwxSession[] = []
  return {
    async createMessage(input) {
      const nonce = generateNonce()
      issued.add(nonce)
      return createSiwxMessage({ ...input, domain: 'app.example', uri: 'https://app.example/', version: '1', nonce, statement: 'Sign in' })
    },
    async addSession(session) {
      if (!issued.delete(parseSiwxMessage(session.message).nonce)) throw new Error('The message was not created by this sign-in config, or was used already')
      sessions.push(session)
    },
    async revokeSession() {
      sessions = []
    },
    async setSessions(next) {
      sessions = [...next]
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase())
    },
  }
}
const logger = () => ({ warn: vi.fn() })

/** What the sandbox frame answers a GET_USER that carries a sign-in: the text with its account, and a signature. */
const signedBy = (account: string) => (payload: unknown) => {
  const asked = (payload as { siwxMessage?: LoginSignInRequest }).siwxMessage
  const user = { email: 'a@example.com', address: account, chainId: CHAIN }
  return asked ? { ...user, message: asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, account), signature: '0xsig' } : user
}

describe('loginSignInRequest', () => {
  it("is the config's message for the chain, made with the template address, with its text", async () => {
    const asked = await loginSignInRequest(localConfig(), CHAIN, logger())
    expect(asked).toMatchObject({ domain: 'app.example', uri: 'https://app.example/', chainId: `eip155:${CHAIN}`, accountAddress: SIGN_IN_TEMPLATE_ADDRESS, statement: 'Sign in' })
    expect(asked!.serializedMessage).toContain(`app.example wants you to sign in with your Ethereum account:\n${SIGN_IN_TEMPLATE_ADDRESS}\n`)
    // plain data (it crosses postMessage): the message's own toString is left behind
    expect(Object.keys(asked!)).not.toContain('toString')
  })

  it('is nothing without a config, and nothing (logged) when the config cannot make a message', async () => {
    expect(await loginSignInRequest(undefined, CHAIN, logger())).toBeUndefined()
    const log = logger()
    const broken = { ...localConfig(), createMessage: () => Promise.reject(new Error('HTTP status code: 503')) }
    expect(await loginSignInRequest(broken, CHAIN, log)).toBeUndefined()
    expect(log.warn).toHaveBeenCalledWith('Embedded wallet: no sign-in message for the login; asking to sign in separately', expect.objectContaining({ message: 'HTTP status code: 503' }))
  })
})

describe('adoptLoginSignIn', () => {
  it("hands the frame's signed text to the config as the account's session", async () => {
    const config = localConfig()
    const asked = (await loginSignInRequest(config, CHAIN, logger()))!
    const message = asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, ACCOUNT)
    expect(await adoptLoginSignIn(config, asked, { address: ACCOUNT.toLowerCase(), message, signature: '0xsig' }, logger())).toBe(true)
    const [session] = await config.getSessions(`eip155:${CHAIN}`, ACCOUNT)
    expect(session).toMatchObject({ message, signature: '0xsig', data: { accountAddress: ACCOUNT, nonce: asked.nonce, chainId: `eip155:${CHAIN}` } })
  })

  it('adopts nothing when the frame signed nothing', async () => {
    const config = localConfig()
    const asked = (await loginSignInRequest(config, CHAIN, logger()))!
    const log = logger()
    expect(await adoptLoginSignIn(config, asked, { address: ACCOUNT }, log)).toBe(false)
    expect(await adoptLoginSignIn(config, undefined, { address: ACCOUNT, message: 'x', signature: '0x' }, log)).toBe(false)
    expect(log.warn).not.toHaveBeenCalled()
  })

  it.each([
    ['another nonce than asked', (text: string, asked: LoginSignInRequest) => text.replace(asked.nonce, 'zzzzzzzzzzzz'), ACCOUNT, 'the frame signed another nonce ("zzzzzzzzzzzz") than asked'],
    ['for another account than the user', (text: string) => text, '0x1111111111111111111111111111111111111111', `the frame signed for ${ACCOUNT}, not for the account 0x1111111111111111111111111111111111111111`],
    ['a text that is no sign-in', () => 'hello', ACCOUNT, 'Invalid SIWX message'],
  ])('refuses (logged, nothing stored) a signed text %s', async (_name, edit, userAddress, why) => {
    const config = localConfig()
    const asked = (await loginSignInRequest(config, CHAIN, logger()))!
    const log = logger()
    const message = edit(asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, ACCOUNT), asked)
    expect(await adoptLoginSignIn(config, asked, { address: userAddress, message, signature: '0xsig' }, log)).toBe(false)
    expect(log.warn).toHaveBeenCalledWith('Embedded wallet: the sign-in carried by the login was not accepted; asking to sign in separately', expect.objectContaining({ message: expect.stringContaining(why) }))
    expect(await config.getSessions(`eip155:${CHAIN}`, ACCOUNT)).toEqual([])
  })

  it("a session the config refuses (a backend's 401) is not adopted, and says why", async () => {
    const config = localConfig()
    const asked = (await loginSignInRequest(config, CHAIN, logger()))!
    const refusing: SiwxConfig = { ...config, addSession: () => Promise.reject(new Error('Invalid signature')) }
    const log = logger()
    expect(await adoptLoginSignIn(refusing, asked, { address: ACCOUNT, message: asked.serializedMessage!.replace(SIGN_IN_TEMPLATE_ADDRESS, ACCOUNT), signature: '0xsig' }, log)).toBe(false)
    expect(log.warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'Invalid signature' }))
  })
})

describe('the embedded wallet adapter with sign-in configured', () => {
  it("a login's GET_USER carries the sign-in; the session is the config's before connect resolves", async () => {
    const config = localConfig()
    const { frame, calls } = scriptedFrame({ GET_USER: signedBy(ACCOUNT) })
    const adapter = createEmbeddedWalletAdapter({ rpc: () => rpc, frame, storage: memoryStorage(), signIn: () => config, logger: logger() })
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ name: 'GET_USER', payload: { chainId: CHAIN, preferredAccountType: 'smartAccount', siwxMessage: { chainId: `eip155:${CHAIN}`, accountAddress: SIGN_IN_TEMPLATE_ADDRESS, serializedMessage: expect.any(String) } } })
    expect(await config.getSessions(`eip155:${CHAIN}`, ACCOUNT)).toHaveLength(1)
  })

  it('a frame that refuses the sign-in: the login goes on without it (logged); the sign-in step will ask', async () => {
    const config = localConfig()
    const log = logger()
    const { frame, calls } = scriptedFrame({
      GET_USER: (payload) => {
        if ((payload as { siwxMessage?: unknown }).siwxMessage) throw new Error('Sign-in at login refused: the message is for app.example, not for this page (other.example)')
        return signedBy(ACCOUNT)(payload)
      },
    })
    const adapter = createEmbeddedWalletAdapter({ rpc: () => rpc, frame, storage: memoryStorage(), signIn: () => config, logger: log })
    await expect(adapter.connect({ connectorId: 'AUTH', network: chainA })).resolves.toMatchObject({ accounts: [ACCOUNT] })
    expect(calls.map((c) => Object.keys(c.payload as object))).toEqual([['chainId', 'preferredAccountType', 'siwxMessage'], ['chainId', 'preferredAccountType']])
    expect(log.warn).toHaveBeenCalledWith('Embedded wallet: the frame did not sign in with the login; asking to sign in separately', expect.any(Error))
    expect(await config.getSessions(`eip155:${CHAIN}`, ACCOUNT)).toEqual([])
  })

  it('a restore (reload) and a chain switch carry no sign-in; without siwx() a login carries none', async () => {
    const config = localConfig()
    const createMessage = vi.spyOn(config, 'createMessage')
    const storage = memoryStorage()
    storage.set('emailLoginUsed', true)
    storage.set('lastUsedChain', String(CHAIN))
    const { frame, calls } = scriptedFrame({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: signedBy(ACCOUNT) })
    await createEmbeddedWalletAdapter({ rpc: () => rpc, frame, storage, signIn: () => config }).reconnect({ connectorId: 'AUTH' })
    await createEmbeddedWalletAdapter({ rpc: () => rpc, frame, storage: memoryStorage(), signIn: () => undefined }).connect({ connectorId: 'AUTH', network: chainA })
    await createEmbeddedWalletAdapter({ rpc: () => rpc, frame, storage: memoryStorage() }).connect({ connectorId: 'AUTH', network: chainA })
    expect(createMessage).not.toHaveBeenCalled()
    expect(calls.filter((c) => c.name === 'GET_USER').every((c) => !(c.payload as object as { siwxMessage?: unknown }).siwxMessage)).toBe(true)
  })
})
