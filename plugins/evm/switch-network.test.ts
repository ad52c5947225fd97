import { describe, expect, it, vi } from 'vitest'
import { defineNetwork } from 'portico'
import { addChainParameter, isUnknownChainError, switchNetwork } from './switch-network.ts'

const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org', 'https://base.backup.example'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})
const ADD = {
  chainId: '0x2105',
  chainName: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://mainnet.base.org', 'https://base.backup.example'],
  blockExplorerUrls: ['https://basescan.org'],
}
const SWITCH = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }

/** A wallet whose first switch fails with `error`; later switches succeed. */
function walletFailingFirstSwitch(error: unknown) {
  let switches = 0
  return {
    request: vi.fn(async ({ method }: { method: string; params?: unknown }) => {
      if (method === 'wallet_switchEthereumChain' && switches++ === 0) throw error
      return null
    }),
  }
}
const rpcError = (code: number, extra: object = {}) => Object.assign(new Error(`error ${code}`), { code }, extra)

describe('switchNetwork', () => {
  it('asks the wallet to switch, with the chain id in hex', async () => {
    const wallet = { request: vi.fn(async () => null) }
    await switchNetwork(wallet, base)
    expect(wallet.request.mock.calls).toEqual([[SWITCH]])
  })

  it.each([
    ['4902 (unrecognized chain)', rpcError(4902)],
    ['-32603 (internal error)', rpcError(-32603)],
    ['5000 (WalletConnect default)', rpcError(5000)],
    ['4902 nested in data.originalError (MetaMask mobile)', rpcError(-32000, { data: { originalError: { code: 4902 } } })],
  ])('adds the chain, then switches again, on %s', async (_, error) => {
    const wallet = walletFailingFirstSwitch(error)
    await switchNetwork(wallet, base)
    expect(wallet.request.mock.calls).toEqual([[SWITCH], [{ method: 'wallet_addEthereumChain', params: [ADD] }], [SWITCH]])
  })

  it('rethrows a rejection (4001) as is, without adding the chain', async () => {
    const rejection = rpcError(4001)
    const wallet = walletFailingFirstSwitch(rejection)
    await expect(switchNetwork(wallet, base)).rejects.toBe(rejection)
    expect(wallet.request.mock.calls).toEqual([[SWITCH]])
  })

  it('rethrows other errors as is', async () => {
    const error = rpcError(-32602)
    const wallet = walletFailingFirstSwitch(error)
    await expect(switchNetwork(wallet, base)).rejects.toBe(error)
    expect(wallet.request).toHaveBeenCalledTimes(1)
  })

  it('rethrows a rejection of the add-chain prompt', async () => {
    const rejection = rpcError(4001)
    const wallet = {
      request: vi.fn(async ({ method }: { method: string }) => {
        throw method === 'wallet_addEthereumChain' ? rejection : rpcError(4902)
      }),
    }
    await expect(switchNetwork(wallet, base)).rejects.toBe(rejection)
  })
})

describe('addChainParameter', () => {
  it('leaves blockExplorerUrls out when the network has no explorer', () => {
    const { blockExplorers: _, ...bare } = base
    expect(addChainParameter(bare)).toEqual({ ...ADD, blockExplorerUrls: undefined })
    expect(addChainParameter(bare)).not.toHaveProperty('blockExplorerUrls')
  })
})

describe('isUnknownChainError', () => {
  it('reads the code, a nested originalError code and a cause', () => {
    expect(isUnknownChainError({ code: 4902 })).toBe(true)
    expect(isUnknownChainError({ code: 1, cause: { code: 5000 } })).toBe(true)
    expect(isUnknownChainError({ code: 4001 })).toBe(false)
    expect(isUnknownChainError(new Error('no code'))).toBe(false)
    expect(isUnknownChainError(null)).toBe(false)
  })
})
