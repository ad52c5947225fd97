// The `portico/server` entry point: what a dApp's backend needs for sign-in-with-X. Runs in Node and
// edge runtimes (WebCrypto, fetch): no React, no DOM, no node: modules.
export { verifySiwx, type SiwxExpectations, type SiwxRpc, type VerifiedSiwx, type VerifySiwxParameters } from './verify-siwx.ts'
export { cacaoMessage, verifyCacao, type Cacao, type VerifyCacaoParameters } from './verify-cacao.ts'
export { SiwxVerificationError, type SiwxVerificationCode } from './verification-error.ts'
export { createMemoryNonceStore, type MemoryNonceStoreOptions, type NonceStore } from './nonce-store.ts'
export { NonceStoreError } from './nonce-store-error.ts'
export { createRedisNonceStore, type IoRedisCommandClient, type NodeRedisCommandClient, type RedisNonceStoreClient, type RedisNonceStoreOptions } from './redis-nonce-store.ts'
export { createSessionCookie, type SessionCookie, type SessionCookieOptions } from './session-cookie.ts'
export { createSiwxMessage, formatSiwxMessage, generateNonce, parseSiwxMessage, type FormatSiwxOptions, type SiwxMessageFormat } from '../kernel/siwx/message.ts'
export type { SiwxMessage, SiwxMessageData, SiwxSession } from '../kernel/siwx/siwx.ts'
