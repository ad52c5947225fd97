import { describe, expect, it } from 'vitest'
import { readCaipAccount, readCaipAccounts } from './caip-account.ts'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sol = 'CQ6Q7k6jMsFJLhA6hn5Eb4HfLSt1ZvkdV6yP9GxSuFK2'
const solChain = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('readCaipAccount (CAIP-10 from a peer)', () => {
  it('reads eip155 and solana accounts, and other namespaces by the generic grammar', () => {
    expect(readCaipAccount(`eip155:1:${evm}`)).toEqual({ namespace: 'eip155', chainId: '1', address: evm, network: 'eip155:1' })
    expect(readCaipAccount(`solana:${solChain}:${sol}`)).toEqual({ namespace: 'solana', chainId: solChain, address: sol, network: `solana:${solChain}` })
    expect(readCaipAccount('cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')?.address).toBe('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')
  })

  it('drops markup, extra parts, empty parts and addresses of the wrong shape', () => {
    for (const hostile of [
      `eip155:1:${evm}:extra`,
      `eip155:1:<script>alert(1)</script>`,
      `eip155:1:"><img src=x onerror=alert(1)>`,
      'javascript:alert(1)',
      'javascript:alert:1',
      `eip155::${evm}`,
      `:1:${evm}`,
      `eip155:1:`,
      `eip155:0x1:${evm}`,
      `eip155:1:${evm.slice(0, 40)}`,
      `EIP155:1:${evm}`,
      `solana:${solChain}:0OIl${sol.slice(4)}`,
      `eip155:1:${evm} `,
      `eip155:1:${evm}\n`,
    ]) {
      expect(readCaipAccount(hostile), hostile).toBeUndefined()
    }
    for (const notText of [undefined, null, 1, {}, [`eip155:1:${evm}`]]) expect(readCaipAccount(notText)).toBeUndefined()
  })

  it('readCaipAccounts keeps the good ones of a list, optionally of one namespace', () => {
    const list = [`eip155:1:${evm}`, 'eip155:1:<b>x</b>', `solana:${solChain}:${sol}`, 42]
    expect(readCaipAccounts(list).map((a) => a.address)).toEqual([evm, sol])
    expect(readCaipAccounts(list, 'solana').map((a) => a.address)).toEqual([sol])
    expect(readCaipAccounts('eip155:1:x')).toEqual([])
  })
})
