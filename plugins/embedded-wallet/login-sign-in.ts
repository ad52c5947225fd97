// One-click sign-in with the embedded wallet ("the login itself carries the sign-in, so no
// second prompt"). The frame messages name no sign-in message of their own; AppKit's
// (SIWXUtil.authConnectorAuthenticate) is followed: with sign-in configured (the siwx plugin binds
// its config to TOKENS.siwxConfig), the login's GET_USER carries a message made by the config
// (siwxMessage, its text in serializedMessage) for the chain being connected, before the account is
// known (SIGN_IN_TEMPLATE_ADDRESS on line 2). The frame signs it for the account it uses, with no
// card, and answers the text and signature beside the user; the session goes to the config (a
// backend verifies it, ERC-6492 for a smart account not yet deployed) before the connect resolves,
// so the sign-in step finds it and shows nothing. eip155 only, as in AppKit. When the config cannot
// make a message, the frame refuses it or the config refuses the session, the login goes on and
// the usual SIWXSignMessage step follows (each logged).
import { SIGN_IN_TEMPLATE_ADDRESS, type FrameRequestPayload, type FrameUser, type Logger, type SiwxConfig, type SiwxSession } from 'portico'

export type LoginSignInRequest = NonNullable<NonNullable<FrameRequestPayload<'GET_USER'>>['siwxMessage']>

/** The sign-in to send with the login's GET_USER on `chainId`, or undefined (sign-in off, or no message could be made). */
export async function loginSignInRequest(config: SiwxConfig | undefined, chainId: number, logger: Pick<Logger, 'warn'>): Promise<LoginSignInRequest | undefined> {
  if (!config) return undefined
  try {
    const message = await config.createMessage({ accountAddress: SIGN_IN_TEMPLATE_ADDRESS, chainId: `eip155:${chainId}` })
    const { toString: _text, ...data } = message
    return { ...data, serializedMessage: message.toString() }
  } catch (error) {
    logger.warn('Embedded wallet: no sign-in message for the login; asking to sign in separately', error)
    return undefined
  }
}

/**
 * Hands the frame's signed sign-in to the config; false when there is none or it is not the one
 * asked for (the text must read back as the request with the user's address) or the config refuses it.
 */
export async function adoptLoginSignIn(
  config: SiwxConfig | undefined,
  asked: LoginSignInRequest | undefined,
  user: Pick<FrameUser, 'address' | 'message' | 'signature'>,
  logger: Pick<Logger, 'warn'>,
): Promise<boolean> {
  if (!config || !asked || !user.message || !user.signature) return false
  try {
    // the text builder loads with the first sign-in, not with the page (as the siwx configs do)
    const { parseSiwxMessage } = await import('../../kernel/siwx/message.ts')
    const data = parseSiwxMessage(user.message)
    const mismatch = (['domain', 'uri', 'nonce', 'chainId', 'statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const).find((field) => data[field] !== asked[field])
    if (mismatch) throw new Error(`the frame signed another ${mismatch} (${JSON.stringify(data[mismatch])}) than asked (${JSON.stringify(asked[mismatch])})`)
    if (data.accountAddress.toLowerCase() !== user.address.toLowerCase()) throw new Error(`the frame signed for ${data.accountAddress}, not for the account ${user.address}`)
    const session: SiwxSession = { data, message: user.message, signature: user.signature }
    await config.addSession(session)
    return true
  } catch (error) {
    logger.warn('Embedded wallet: the sign-in carried by the login was not accepted; asking to sign in separately', error)
    return false
  }
}
