import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/embedded-wallet', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "embeddedWallet",
    ]
  `)
})
