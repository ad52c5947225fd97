import { describe, expect, it } from 'vitest'
import { stringToHex } from 'viem'
import type { ApproveRequest } from '../../testing/wallet/types.ts'
import { describeRequest, readableMessage } from './describe.ts'

const chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const request = (method: string, params?: unknown, extra: Partial<ApproveRequest> = {}): ApproveRequest => ({
  method,
  params,
  chain,
  address,
  origin: 'http://127.0.0.1:5173',
  ...extra,
})

describe('describeRequest', () => {
  it('asks to connect to the origin', () => {
    expect(describeRequest(request('eth_requestAccounts'))).toEqual({
      question: 'Connect to http://127.0.0.1:5173?',
      details: `Share account ${address}`,
    })
  })

  it('shows the decoded message to sign', () => {
    expect(describeRequest(request('personal_sign', [stringToHex('Hello Portico'), address]))).toEqual({
      question: 'Sign this message?',
      details: 'Hello Portico',
    })
    expect(describeRequest(request('personal_sign', ['plain text', address])).details).toBe('plain text')
  })

  it('states the amount, currency and recipient of a transfer', () => {
    const text = describeRequest(request('eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }]))
    expect(text.question).toBe(`Send 0.01 ETH to ${to}?`)
    expect(text.details).toBe('Network: Sandbox Ethereum')
    expect(describeRequest(request('eth_sendTransaction', [{ from: address, to, data: '0xa9059cbb' }])).question).toBe(`Call contract ${to}?`)
    expect(describeRequest(request('eth_sendTransaction', [{ from: address, data: '0x6000' }])).question).toBe('Deploy a contract?')
  })

  it('names the chain to switch to or add', () => {
    const base = { ...chain, id: 8453, name: 'Sandbox Base' }
    expect(describeRequest(request('wallet_switchEthereumChain', [{ chainId: '0x2105' }], { chain: base })).question).toBe('Switch to Sandbox Base?')
    expect(describeRequest(request('wallet_addEthereumChain', [{}], { chain: base })).question).toBe('Add Sandbox Base and switch to it?')
  })

  it('shows typed data as JSON', () => {
    const typed = { primaryType: 'Mail', message: { contents: 'hi' } }
    expect(describeRequest(request('eth_signTypedData_v4', [address, JSON.stringify(typed)])).details).toContain('"contents": "hi"')
  })
})

describe('readableMessage', () => {
  it('keeps binary data as hex', () => {
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
    expect(readableMessage(stringToHex('line 1\nline 2'))).toBe('line 1\nline 2')
  })
})
