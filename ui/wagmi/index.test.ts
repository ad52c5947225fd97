import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "porticoConnector",
      "RECONNECT_TIMEOUT_MS",
    ]
  `)
})
