import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/server', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "NonceStoreError",
      "SiwxVerificationError",
      "cacaoMessage",
      "createMemoryNonceStore",
      "createRedisNonceStore",
      "createSessionCookie",
      "createSiwxMessage",
      "formatSiwxMessage",
      "generateNonce",
      "parseSiwxMessage",
      "verifyCacao",
      "verifySiwx",
    ]
  `)
})
