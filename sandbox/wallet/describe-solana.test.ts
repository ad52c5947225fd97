import { describe, expect, it } from 'vitest'
import type { SolanaApproveRequest } from '../../testing/solana-wallet/types.ts'
import { describeSolanaRequest, readableSolanaMessage } from './describe-solana.ts'

const request = (extra: Partial<SolanaApproveRequest> & Pick<SolanaApproveRequest, 'method'>): SolanaApproveRequest => ({
  origin: 'http://127.0.0.1:5173',
  chain: { id: 'solana:AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q', name: 'Sandbox Solana' },
  address: 'GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e',
  ...extra,
})

describe('describeSolanaRequest', () => {
  it('asks to connect to the origin with the Solana account', () => {
    expect(describeSolanaRequest(request({ method: 'standard:connect' }))).toEqual({
      question: 'Connect to http://127.0.0.1:5173?',
      details: 'Share Solana account GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e',
    })
  })

  it('shows a text message as text, bytes as hex', () => {
    expect(describeSolanaRequest(request({ method: 'solana:signMessage', message: new TextEncoder().encode('Hello Portico') })).details).toBe('Hello Portico')
    expect(readableSolanaMessage(new Uint8Array([0, 255, 1]))).toBe('0x00ff01')
  })

  it('counts the transactions to sign or send and names the network', () => {
    expect(describeSolanaRequest(request({ method: 'solana:signTransaction', transactions: [new Uint8Array(1), new Uint8Array(1)] })).question).toBe('Sign these 2 transactions?')
    expect(describeSolanaRequest(request({ method: 'solana:signAndSendTransaction', transactions: [new Uint8Array(1)] }))).toEqual({
      question: 'Sign and send this transaction?',
      details: 'Network: Sandbox Solana\nSigner: GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e',
    })
  })
})
