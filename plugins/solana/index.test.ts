import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/solana', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "PREFLIGHT_COMMITMENTS",
      "SOLANA_UNSAFE_METHODS",
      "defineSolanaNetwork",
      "solana",
      "solanaDevnet",
      "solanaMainnet",
      "solanaTestnet",
    ]
  `)
})
