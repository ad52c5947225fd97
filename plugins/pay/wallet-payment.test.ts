import { describe, expect, it, vi } from 'vitest'
import { PorticoError, ProviderErrorCode } from 'portico'
import { PayError } from './pay-error.ts'
import { createPaymentSession } from './payment-session.ts'
import type { PayPlan, PayResult } from './pay-types.ts'
import { payFromWallet, walletError, type WalletPaymentDeps } from './wallet-payment.ts'

const plan: PayPlan = {
  network: 'eip155:1337',
  chainId: 1337,
  contract: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A',
  caip19: 'eip155:1337/erc20:0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A',
  symbol: 'sUSDC',
  assetName: 'Sandbox USD Coin',
  decimals: 6,
  recipient: '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246',
  amount: '5',
  baseUnits: 5_000_000n,
}
const network = { caipNetworkId: 'eip155:1337', chainNamespace: 'eip155', name: 'Sandbox Ethereum', rpcUrls: { default: { http: ['http://rpc.test'] } } }
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function deps(o: { activeId?: string; address?: string; send?: () => Promise<string>; receipt?: 'success' | 'reverted'; switchNetwork?: () => Promise<void> } = {}) {
  const phases: string[] = []
  const d = {
    connection: {
      account: () => ({ address: 'address' in o ? o.address : FROM }),
      switchNetwork: vi.fn(o.switchNetwork ?? (async () => {})),
      sendTransaction: vi.fn(o.send ?? (async () => '0xhash')),
      refreshBalance: vi.fn(async () => {}),
    },
    network: {
      get: () => ({ activeNamespace: 'eip155', activeByNamespace: { eip155: { caipNetworkId: o.activeId ?? 'eip155:1337' } } }),
      find: (id: string) => (id === 'eip155:1337' ? network : undefined),
    },
    rpc: { provider: (n: unknown) => ({ network: n }) },
    evm: async () => ({
      paymentCall: (p: Pick<PayPlan, 'contract' | 'recipient' | 'baseUnits'>) => ({ to: p.contract!, value: 0n, data: `transfer(${p.recipient},${p.baseUnits})` }),
      waitForPayment: vi.fn(async () => o.receipt ?? 'success'),
    }),
  } as unknown as WalletPaymentDeps
  return { d, phases }
}

async function run(d: WalletPaymentDeps) {
  const session = createPaymentSession(plan, 'Shop')
  const phases: string[] = []
  session.phase$.subscribe((p) => phases.push(p.status === 'wallet' ? `wallet:${p.step}` : p.status))
  await payFromWallet(d, session)
  const outcome: { result?: PayResult; error?: PayError } = await session.promise.then(
    (result) => ({ result }),
    (error: PayError) => ({ error }),
  )
  return { ...outcome, phases }
}

describe('paying from the wallet', () => {
  it('sends the ERC-20 transfer through the connection, waits for the receipt, resolves with the transaction', async () => {
    const { d } = deps()
    const { result, phases } = await run(d)
    expect(result).toEqual({ source: 'wallet', network: 'eip155:1337', transactionHash: '0xhash', from: FROM })
    expect(d.connection.sendTransaction).toHaveBeenCalledWith({ to: plan.contract, value: 0n, data: `transfer(${plan.recipient},5000000)` }, 'eip155')
    expect(d.connection.switchNetwork).not.toHaveBeenCalled()
    expect(d.connection.refreshBalance).toHaveBeenCalledWith('eip155', { force: true })
    expect(phases).toEqual(['choose', 'wallet:confirm', 'wallet:confirming', 'success'])
  })

  it('switches the wallet to the payment network first when it is elsewhere', async () => {
    const { d } = deps({ activeId: 'eip155:8453' })
    const { result, phases } = await run(d)
    expect(d.connection.switchNetwork).toHaveBeenCalledWith(network)
    expect(result?.transactionHash).toBe('0xhash')
    expect(phases).toEqual(['choose', 'wallet:switching', 'wallet:confirm', 'wallet:confirming', 'success'])
  })

  it('a refused transaction rejects with USER_REJECTED', async () => {
    const { d } = deps({ send: async () => Promise.reject(new PorticoError('USER_REJECTED', 'Transaction declined', { cause: { code: ProviderErrorCode.userRejected } })) })
    expect((await run(d)).error).toMatchObject({ code: 'USER_REJECTED', message: 'Payment declined' })
  })

  it('a refused network switch rejects with USER_REJECTED and sends nothing', async () => {
    const { d } = deps({ activeId: 'eip155:8453', switchNetwork: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })
    expect((await run(d)).error?.code).toBe('USER_REJECTED')
    expect(d.connection.sendTransaction).not.toHaveBeenCalled()
  })

  it('a reverted payment rejects with PAYMENT_FAILED naming the transaction', async () => {
    const { d } = deps({ receipt: 'reverted' })
    expect((await run(d)).error).toMatchObject({ code: 'PAYMENT_FAILED', message: 'The payment was reverted on chain', details: '0xhash' })
  })

  it('no connected account, or a network the app lacks, is refused before the wallet is asked', async () => {
    const none = deps({ address: undefined })
    expect((await run(none.d)).error).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Connect a wallet to pay from it' })
    const other = deps()
    ;(other.d.network as unknown as { find: () => undefined }).find = () => undefined
    expect((await run(other.d)).error?.code).toBe('UNSUPPORTED_NETWORK')
    expect(other.d.connection.sendTransaction).not.toHaveBeenCalled()
  })

  it('walletError keeps a PayError, reads a rejection, and wraps anything else as PAYMENT_FAILED with its words', () => {
    const own = new PayError('TIMEOUT')
    expect(walletError(own)).toBe(own)
    expect(walletError(Object.assign(new Error('nope'), { code: 4001 })).code).toBe('USER_REJECTED')
    expect(walletError(new Error('insufficient funds'))).toMatchObject({ code: 'PAYMENT_FAILED', details: 'insufficient funds' })
  })
})
