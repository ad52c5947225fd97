import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/siwx', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createBackendSiwxConfig",
      "createLocalSiwxConfig",
      "siweToSiwx",
      "siwx",
      "useAppKitSiwx",
    ]
  `)
})
