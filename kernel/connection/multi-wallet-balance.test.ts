// The native balance with several wallets connected (features.multiWallet), in a real kernel with two
// real test wallets on a real anvil: the balance shown is the active connection's, read from the
// chain after a wallet is added and after each switch, also when the active wallet's adapter does not
// read balances itself (WalletConnect's eip155 adapter: the chain is read by the namespace's own).
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, createTestWallet, startAnvil, type AnvilInstance } from 'portico/testing'
import { testWalletPlugin, TEST_WALLET_ID } from '../../testing/test-support/eip1193-wallet-plugin.ts'
import { createKernel } from '../container/create-kernel.ts'
import { defineNetwork, type Network } from '../network/network.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { disposeKernels, keep } from '../test-support/connection-kernel.ts'
import { TOKENS } from '../tokens.ts'

const SECOND = 'org.portico.secondwallet'
const CHAIN_ID = 1337

let anvil: AnvilInstance
let network: Network

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  // not a testnet: the kernel reads balances of non-testnets only
  network = defineNetwork({ id: CHAIN_ID, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  // the two accounts hold different sums, so a balance read for the wrong one shows
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  await chain.request({ method: 'anvil_setBalance' as never, params: [ANVIL_ACCOUNT_1.address, toHex(parseEther('42'))] as never })
}, 60_000)
afterAll(() => anvil?.stop())
afterEach(disposeKernels)

function setup() {
  const wallet = (key: `0x${string}`) => createTestWallet({ account: key, chains: [{ id: CHAIN_ID, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }] })
  const kernel = keep(
    createKernel({ projectId: 'p', networks: [network], storage: createMemoryBackend(), logLevel: 'silent', features: { multiWallet: true } }, [
      // the namespace's own adapter reads balances (as evm() does); the second serves only its connector and does not (as WalletConnect's)
      testWalletPlugin(wallet(ANVIL_ACCOUNT_0.privateKey), { balances: true }),
      testWalletPlugin(wallet(ANVIL_ACCOUNT_1.privateKey), { id: SECOND, name: 'Second Wallet' }),
    ]),
  )
  return kernel.get(TOKENS.connection)
}

describe('the native balance with several wallets connected', () => {
  it("is the added wallet's after 'Add wallet', and each switch shows the active wallet's again", async () => {
    const connection = setup()
    await connection.connect(TEST_WALLET_ID)
    await expect.poll(() => connection.account('eip155').balance).toBe('10000')

    await connection.connect(SECOND)
    expect(connection.account('eip155').address).toBe(ANVIL_ACCOUNT_1.address)
    // the first account's figure never shows beside the second's address while its own is read
    expect(connection.account('eip155').balance).not.toBe('10000')
    await expect.poll(() => connection.account('eip155')).toMatchObject({ balance: '42', balanceSymbol: 'ETH', balanceLoading: false })

    await connection.switchConnection('eip155', TEST_WALLET_ID)
    await expect.poll(() => connection.account('eip155')).toMatchObject({ address: ANVIL_ACCOUNT_0.address, balance: '10000', balanceLoading: false })

    await connection.switchConnection('eip155', SECOND)
    await expect.poll(() => connection.account('eip155')).toMatchObject({ address: ANVIL_ACCOUNT_1.address, balance: '42', balanceLoading: false })
  })
})
