import { expect, it } from 'vitest'
import * as exports from './index.ts'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createAppKit",
      "AppKitProvider",
      "AppKitButton",
      "NetworkButton",
      "AppKitConnectButton",
      "AppKitAccountButton",
      "AppKitNetworkButton",
      "AppKitModal",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitNetwork",
      "useAppKitState",
      "useAppKitTheme",
      "useAppKitLocale",
      "useDisconnect",
      "useAppKitConnection",
      "useAppKitConnections",
      "useAppKitProvider",
      "useWalletInfo",
      "useAppKitEvents",
      "useAppKitBalance",
      "useAppKitPermissions",
      "useAppKitRpcHealth",
      "useKernel",
      "useObservable",
    ]
  `)
})
