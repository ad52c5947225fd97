import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/evm', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "EVM_SAFE_METHODS",
      "EVM_UNSAFE_METHODS",
      "evm",
      "fromViemChain",
    ]
  `)
})
