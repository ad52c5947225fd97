import { expect, it } from 'vitest'
import * as exports from './index.ts'

// The public surface of `portico/testing`: an export is only ever added or removed on purpose.
it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ANVIL_ACCOUNT_0",
      "ANVIL_ACCOUNT_1",
      "ANVIL_ACCOUNT_2",
      "ANVIL_MNEMONIC",
      "PortInUseError",
      "ProviderRpcError",
      "ProviderRpcErrorCode",
      "SANDBOX_SOLANA_GENESIS_HASH",
      "SOLANA_ACCOUNT_0",
      "SOLANA_ACCOUNT_1",
      "SOLANA_CHAINS",
      "SOLANA_DEV_BALANCE_LAMPORTS",
      "announceProvider",
      "createMemoryStorage",
      "createTestKernel",
      "createTestSolanaWallet",
      "createTestWallet",
      "getFreePort",
      "isPortFree",
      "solanaChainId",
      "startAnvil",
      "testNetwork",
    ]
  `)
})
