import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/swap', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_SWAP_SLIPPAGE",
      "SWAP_NETWORKS",
      "swap",
    ]
  `)
})
