import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports exactly the public API of portico/plugins/onramp', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_ONRAMP_PROVIDER_NAME",
      "ONRAMP_QUOTE_DEBOUNCE_MS",
      "ONRAMP_QUOTE_REFRESH_MS",
      "RESTRICTED_TIME_ZONES",
      "onramp",
    ]
  `)
})
