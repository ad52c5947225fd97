// The Sandbox Wallet: plays a browser extension on the playground page. Built on its own as an
// IIFE (.sandbox/wallet/inject.js) and served from the wallet server's origin, so it is never part
// of the dApp's bundle. Loaded with a classic <script> before the app: it announces itself over
// EIP-6963 and sets window.ethereum if no other wallet did.
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { createTestWallet, type TestWallet } from '../../testing/wallet/createTestWallet.ts'
import { readConfig } from './config.ts'
import { describeRequest } from './describe.ts'
import { sandboxWalletIcon } from './icon.ts'
import { createPromptApprove } from './prompt.ts'

const name = 'Sandbox Wallet'
const { chains } = readConfig(window)

const wallet = createTestWallet({
  account: ANVIL_ACCOUNT_0.privateKey,
  chains,
  storage: window.localStorage,
  storagePrefix: 'sandbox-wallet:',
  origin: location.origin,
  approve: createPromptApprove({ name, icon: sandboxWalletIcon, describe: describeRequest }),
  info: { name, icon: sandboxWalletIcon, rdns: 'org.portico.sandbox' },
})

wallet.announce(window)

const scope = window as unknown as { ethereum?: unknown; __PORTICO_SANDBOX_WALLET__?: TestWallet }
if (scope.ethereum == null) scope.ethereum = wallet.provider
// For e2e tests: flip failure features or disconnect from the wallet side.
scope.__PORTICO_SANDBOX_WALLET__ = wallet
