// The Sandbox Wallet: plays a browser extension on the playground page. Built on its own as an
// IIFE (.sandbox/wallet/inject.js) and served from the wallet server's origin, so it is never part
// of the dApp's bundle. Loaded with a classic <script> before the app: it announces itself over
// EIP-6963 and sets window.ethereum if no other wallet did; with a Solana RPC configured it also
// registers its Solana side through the Wallet Standard, under the same name (a multichain wallet).
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { SOLANA_ACCOUNT_0 } from '../../testing/solana-accounts.ts'
import { createTestSolanaWallet, type TestSolanaWallet } from '../../testing/solana-wallet/createTestSolanaWallet.ts'
import type { SolanaApproveRequest } from '../../testing/solana-wallet/types.ts'
import { createTestWallet, type TestWallet } from '../../testing/wallet/createTestWallet.ts'
import type { ApproveRequest } from '../../testing/wallet/types.ts'
import { readConfig } from './config.ts'
import { describeRequest } from './describe.ts'
import { describeSolanaRequest } from './describe-solana.ts'
import { sandboxWalletIcon } from './icon.ts'
import { createPromptApprove } from './prompt.ts'

const name = 'Sandbox Wallet'
const config = readConfig(window)

// One prompt for both sides: a request of either waits for the one on screen.
const isSolana = (request: ApproveRequest | SolanaApproveRequest): request is SolanaApproveRequest => typeof request.chain.id === 'string'
const approve = createPromptApprove<ApproveRequest | SolanaApproveRequest>({
  name,
  icon: sandboxWalletIcon,
  describe: (request) => (isSolana(request) ? describeSolanaRequest(request) : describeRequest(request)),
})

const wallet = createTestWallet({
  account: ANVIL_ACCOUNT_0.privateKey,
  chains: config.chains,
  storage: window.localStorage,
  storagePrefix: 'sandbox-wallet:',
  origin: location.origin,
  approve,
  info: { name, icon: sandboxWalletIcon, rdns: 'org.portico.sandbox' },
})

wallet.announce(window)

const scope = window as unknown as { ethereum?: unknown; __PORTICO_SANDBOX_WALLET__?: TestWallet; __PORTICO_SANDBOX_SOLANA_WALLET__?: TestSolanaWallet }
if (scope.ethereum == null) scope.ethereum = wallet.provider
// For e2e tests: flip failure features or disconnect from the wallet side.
scope.__PORTICO_SANDBOX_WALLET__ = wallet

if (config.solana) {
  const solana = createTestSolanaWallet({
    secretKey: SOLANA_ACCOUNT_0.seed,
    rpcUrl: config.solana.rpcUrl,
    name,
    icon: sandboxWalletIcon,
    storage: window.localStorage,
    storagePrefix: 'sandbox-wallet:solana:',
    origin: location.origin,
    approve,
  })
  solana.register(window)
  scope.__PORTICO_SANDBOX_SOLANA_WALLET__ = solana
}
