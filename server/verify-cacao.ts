// A sign-in that came back from WalletConnect's one-click sign-in (an authenticated session): a
// CACAO (CAIP-74) whose payload holds the EIP-4361 fields and whose signature is the wallet's
// personal_sign of their text. The text is written again from the payload (EIP-4361 exactly, as the
// wallet's formatter does) and verified as any sign-in: domain, URI, chain, nonce, times, then the
// signature (EOA, ERC-1271, ERC-6492 on chain).
import { parseCaipAddress } from '../kernel/caip/caip.ts'
import { formatSiwxMessage } from '../kernel/siwx/message.ts'
import type { SiwxMessageData } from '../kernel/siwx/siwx.ts'
import { recapStatement } from './recap-statement.ts'
import { SiwxVerificationError } from './verification-error.ts'
import { verifySiwx, type SiwxExpectations, type SiwxRpc, type VerifiedSiwx } from './verify-siwx.ts'

/** CAIP-74's CACAO as WalletConnect's authenticated sessions carry it. */
export interface Cacao {
  h: { t: 'caip122' }
  p: {
    /** `did:pkh:eip155:<chain>:<address>` */
    iss: string
    domain: string
    /** The URI the sign-in is for (EIP-4361's URI). */
    aud?: string
    version?: string
    nonce: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string }
}

export interface VerifyCacaoParameters {
  cacao: Cacao
  expected: SiwxExpectations
  rpc?: SiwxRpc
}

const refuse = (message: string) => new SiwxVerificationError('INVALID_MESSAGE', `Invalid CACAO: ${message}`)

/** The message data a CACAO's payload stands for; refuses what is not an eip155 CAIP-122 CACAO. */
export function cacaoMessageData(cacao: Cacao): SiwxMessageData {
  if (typeof cacao !== 'object' || cacao === null || typeof cacao.p !== 'object' || cacao.p === null || typeof cacao.s !== 'object' || cacao.s === null)
    throw refuse('expected { h, p, s }')
  if (cacao.h?.t !== 'caip122') throw refuse(`its header type must be 'caip122', got ${JSON.stringify(cacao.h?.t)}`)
  const { p } = cacao
  if (typeof p.iss !== 'string' || !p.iss.startsWith('did:pkh:')) throw refuse(`iss must be did:pkh:<CAIP-10 account>, got ${JSON.stringify(p.iss)}`)
  let account: ReturnType<typeof parseCaipAddress>
  try {
    account = parseCaipAddress(p.iss.slice('did:pkh:'.length))
  } catch {
    throw refuse(`iss must be did:pkh:<CAIP-10 account>, got ${JSON.stringify(p.iss)}`)
  }
  if (account.namespace !== 'eip155') throw new SiwxVerificationError('UNSUPPORTED_NAMESPACE', `Only eip155 namespace is supported for authenticated sessions (iss ${p.iss})`)
  if (typeof p.aud !== 'string' || !p.aud) throw refuse('aud (the URI) is required')
  // A ReCap resource (a link-mode connection carries the session's methods in one) adds its sentence
  // to the statement the wallet signed: the text is rebuilt with it.
  let statement: string | undefined
  try {
    statement = recapStatement(p.statement || undefined, p.resources)
  } catch (cause) {
    throw refuse(`its ReCap resource is malformed (${cause instanceof Error ? cause.message : String(cause)})`)
  }
  return {
    domain: p.domain,
    accountAddress: account.address,
    statement,
    uri: p.aud,
    version: '1',
    chainId: `eip155:${account.chainId}`,
    nonce: p.nonce,
    issuedAt: p.iat,
    expirationTime: p.exp,
    notBefore: p.nbf,
    requestId: p.requestId,
    resources: p.resources?.length ? p.resources : undefined,
  }
}

/** The EIP-4361 text the wallet signed for this CACAO. */
export function cacaoMessage(cacao: Cacao): string {
  const data = cacaoMessageData(cacao)
  if (data.version !== '1' || (cacao.p.version !== undefined && cacao.p.version !== '1')) throw refuse(`version must be '1', got ${JSON.stringify(cacao.p.version)}`)
  try {
    return formatSiwxMessage(data, { messageFormat: 'eip4361' })
  } catch (cause) {
    throw new SiwxVerificationError('INVALID_MESSAGE', `Invalid CACAO: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

/** Verifies a WalletConnect one-click sign-in; resolves with the signer and the message it signed. */
export async function verifyCacao({ cacao, expected, rpc }: VerifyCacaoParameters): Promise<VerifiedSiwx & { message: string }> {
  const message = cacaoMessage(cacao)
  if (cacao.s.t !== 'eip191' && cacao.s.t !== 'eip1271') throw new SiwxVerificationError('INVALID_SIGNATURE', `Invalid signature: CACAO signature type must be eip191 or eip1271, got ${JSON.stringify(cacao.s.t)}`)
  const verified = await verifySiwx({ message, signature: cacao.s.s, expected, rpc })
  return { ...verified, message }
}
