import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { fundOnAnvil, forwardRpc, type FrameChain } from './wallet.ts'

let anvil: AnvilInstance
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }
})
afterAll(() => anvil?.stop())

describe('secure frame server wallet', () => {
  const address = '0x00000000000000000000000000000000000a11ce'

  it('funds an account once and forwards reads to the node', async () => {
    await fundOnAnvil(chain, address, parseEther('3'))
    expect(await forwardRpc(chain, 'eth_getBalance', [address, 'latest'])).toBe('0x' + parseEther('3').toString(16))
    // Already funded: left as it is.
    await fundOnAnvil(chain, address, parseEther('1'))
    expect(await forwardRpc(chain, 'eth_getBalance', [address, 'latest'])).toBe('0x' + parseEther('3').toString(16))
  })

  it('refuses to forward anything that is not a read: it signs nothing and touches no node admin method', async () => {
    await expect(forwardRpc(chain, 'eth_sendTransaction', [{}])).rejects.toMatchObject({ code: 4200, message: 'The sandbox frame server forwards read methods only, not eth_sendTransaction' })
    await expect(forwardRpc(chain, 'anvil_setBalance', [address, '0x0'])).rejects.toMatchObject({ code: 4200 })
    await expect(forwardRpc(chain, 'eth_getBalance', ['nope', 'latest'])).rejects.toMatchObject({ code: expect.any(Number) })
  })
})
