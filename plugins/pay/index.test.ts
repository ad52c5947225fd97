import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/pay', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "EXCHANGE_STATUS_POLL_MS",
      "PAY_ERROR_CODES",
      "PAY_ERROR_MESSAGES",
      "PAY_TIMEOUT_MS",
      "PayError",
      "isPayError",
      "pay",
    ]
  `)
})
