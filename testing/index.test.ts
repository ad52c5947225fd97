import { expect, it } from 'vitest'
import * as exports from './index.ts'

// The public surface of `portico/testing`: an export is only ever added or removed on purpose.
it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ANVIL_ACCOUNT_0",
      "ANVIL_ACCOUNT_1",
      "ANVIL_MNEMONIC",
      "PortInUseError",
      "ProviderRpcError",
      "ProviderRpcErrorCode",
      "announceProvider",
      "createMemoryStorage",
      "createTestKernel",
      "createTestWallet",
      "getFreePort",
      "isPortFree",
      "startAnvil",
      "testNetwork",
    ]
  `)
})
