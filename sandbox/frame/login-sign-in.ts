// One-click sign-in with the embedded wallet: when the page's GET_USER carries a sign-in
// (siwxMessage, as AppKit's authConnectorAuthenticate sends it), the frame signs it for the account
// it uses, with no card: the visitor has just proven their email (or social account) to log in, and
// the login itself is the consent. What it signs is held tight, since no one approves it: only a
// SIWX text (it parses as one), for the embedding page's own domain (a page cannot get a sign-in
// for another site), on the chain in use, for the account in use (the page's template address
// replaced), and nothing else changed. The answer carries the text and its signature (GET_USER's
// message and signature); a smart account signs ERC-1271, ERC-6492-wrapped before its deployment.
import type { RequestPayload } from '../../kernel/auth-frame/messages.ts'
import { checksumEvmAddress, isEvmAddress } from '../../kernel/siwx/evm-address.ts'
import { parseSiwxMessage, SIGN_IN_TEMPLATE_ADDRESS } from '../../kernel/siwx/message.ts'
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'
import { signEvm } from './signer.ts'
import { signWithSmartAccount } from './smart-account-signer.ts'

export type LoginSignInRequest = NonNullable<NonNullable<RequestPayload<'GET_USER'>>['siwxMessage']>

/** Signs `message` (personal_sign) as `address` on `chainId`; `smartAccount`: the address is the user's smart account. */
export type LoginSigner = (request: { chainId: number; address: string; smartAccount: boolean; message: string }) => Promise<string>

const refuse = (why: string) => new FrameError(`Sign-in at login refused: ${why}`, 4100)

/**
 * The text the frame signs for `account` on `chainId`, from the page's request, or why not. The
 * embedding page is `parentOrigin`: the text must be a sign-in for its host (and scheme, if named).
 */
export function loginSignInText(request: LoginSignInRequest, account: string, chainId: number, parentOrigin: string): string {
  const text = request.serializedMessage
  if (!text) throw refuse('the request carries no message text (serializedMessage)')
  let asked: ReturnType<typeof parseSiwxMessage>
  try {
    asked = parseSiwxMessage(text)
  } catch (error) {
    throw refuse(`not a sign-in message (${(error as Error).message})`)
  }
  const page = new URL(parentOrigin)
  if (asked.domain !== page.host) throw refuse(`the message is for ${asked.domain}, not for this page (${page.host})`)
  if (asked.scheme !== undefined && `${asked.scheme}:` !== page.protocol) throw refuse(`the message names ${asked.scheme}://, not this page's ${page.protocol}//`)
  if (asked.chainId !== `eip155:${chainId}`) throw refuse(`the message is for ${asked.chainId}, the account is on eip155:${chainId}`)
  // the fields sent beside the text must be the text's (a page that sends two different sign-ins is refused)
  for (const field of ['domain', 'nonce', 'uri', 'chainId'] as const) {
    if (request[field] !== asked[field]) throw refuse(`its ${field} (${JSON.stringify(request[field])}) is not the text's (${JSON.stringify(asked[field])})`)
  }
  if (!isEvmAddress(account)) throw refuse(`the account in use is not an EVM address: ${account}`)
  const signer = checksumEvmAddress(account)
  if (asked.accountAddress !== checksumEvmAddress(SIGN_IN_TEMPLATE_ADDRESS) && asked.accountAddress !== signer) {
    throw refuse(`the message names ${asked.accountAddress}, neither the template ${SIGN_IN_TEMPLATE_ADDRESS} nor this account`)
  }
  // line 2 is the address in every form the parser reads (EIP-4361 and AppKit's lines)
  const lines = text.split('\n')
  lines[1] = signer
  const signed = lines.join('\n')
  const check = parseSiwxMessage(signed)
  if (JSON.stringify({ ...check, accountAddress: asked.accountAddress }) !== JSON.stringify(asked) || check.accountAddress !== signer) {
    throw refuse('the account could not be written into the message')
  }
  return signed
}

/** personal_sign with the session user's keys, with no card (the login is the consent). */
export function loginSigner(ctx: FrameContext): LoginSigner {
  return async ({ chainId, address, smartAccount, message }) => {
    const chain = ctx.chains.find((c) => c.id === chainId)
    if (!chain) throw refuse(`chain ${chainId} is not a sandbox chain`)
    const keys = await ctx.keys()
    const read = (method: string, params: unknown) => ctx.read(chainId, method, params)
    if (!smartAccount) return (await signEvm(keys, chain, 'personal_sign', [message, address], read)) as string
    const bundler = async (method: string, params: unknown) => (await ctx.api('bundler', { token: ctx.token(), chainId, method, params })).result
    return (await signWithSmartAccount(keys, chain, 'personal_sign', [message, address], read, bundler, address as `0x${string}`)) as string
  }
}

/** GET_USER with a sign-in: the user as the wrapped handler answers, plus the signed text and its signature. */
export function withLoginSignIn(ctx: Pick<FrameContext, 'parentOrigin'>, handlers: Handlers, sign: LoginSigner): Handlers {
  const getUser = handlers.GET_USER
  return {
    ...handlers,
    GET_USER: async (payload) => {
      if (!getUser) throw new FrameError('GET_USER is not available in the sandbox frame')
      const user = await getUser(payload)
      const request = payload?.siwxMessage
      if (!request) return user
      const chainId = chainNumber(user.chainId)
      if (chainId === undefined) throw refuse(`the account is not on an EVM chain (${String(user.chainId)})`)
      const message = loginSignInText(request, user.address, chainId, ctx.parentOrigin)
      const inUse = user.accounts?.find((a) => a.address.toLowerCase() === user.address.toLowerCase())
      const smartAccount = (inUse?.type ?? user.preferredAccountType) === 'smartAccount'
      const signature = await sign({ chainId, address: user.address, smartAccount, message })
      return { ...user, message, signature }
    },
  }
}
