import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from './solana-accounts.ts'
import { SANDBOX_SOLANA_GENESIS_HASH, SOLANA_CHAINS, solanaChainId } from './solana-chains.ts'
import { base58 } from '@scure/base'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

describe('sandbox Solana accounts and cluster', () => {
  it('derive each seed from its documented text and each address from its seed', () => {
    for (const [n, account] of [SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1].entries()) {
      expect(account.seed).toBe(sha256(`portico-sandbox-solana-account-${n}`).toString('hex'))
      expect(Keypair.fromSeed(Buffer.from(account.seed, 'hex')).publicKey.toBase58()).toBe(account.address)
    }
  })

  it('has a fixed genesis hash and CAIP-2 ids cut to 32 characters', () => {
    expect(SANDBOX_SOLANA_GENESIS_HASH).toBe(base58.encode(sha256('portico-sandbox-solana-genesis')))
    expect(SOLANA_CHAINS.sandbox).toBe(`solana:${SANDBOX_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(solanaChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(SOLANA_CHAINS.mainnet)
  })
})
