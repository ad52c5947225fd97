import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createKernel",
      "loadKernel",
      "resolvePlugins",
      "TOKENS",
      "DEFAULT_ENDPOINTS",
      "resolveOptions",
      "DEFAULT_FEATURES",
      "defineNetwork",
      "explorerAddressUrl",
      "explorerTransactionUrl",
      "CONNECTOR_SECTIONS",
      "SHIPPED_LOCALES",
      "ALERTS",
      "LOG_LEVELS",
      "readStoredCookies",
      "serverStorage",
      "SOLANA_UNSAFE_METHODS",
      "HttpError",
      "DEFAULT_SWAP_SLIPPAGE",
      "NETWORK_NOT_SUPPORTED_FOR_SWAPS",
      "evmCoinType",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "toCaipAddress",
      "toCaipNetworkId",
      "PorticoError",
      "ProviderErrorCode",
      "errorCodeOf",
      "isUserRejection",
      "messageOf",
      "createSiwxMessage",
      "formatSiwxMessage",
      "generateNonce",
      "parseSiwxMessage",
      "INVALID_SIWX_MESSAGE",
      "SIWX_NAMESPACE_NAMES",
      "displayBalance",
      "formatUnits",
      "BALANCE_DISPLAY_DECIMALS",
    ]
  `)
})
