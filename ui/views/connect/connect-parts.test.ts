import { describe, expect, it } from 'vitest'
import { connectParts } from './connect-parts.ts'

const all = { email: true, social: true, collapseWallets: false }

describe('connectParts', () => {
  it('follows the order given, leaving out a part it does not name', () => {
    expect(connectParts({ ...all, order: ['email', 'social', 'wallet'] })).toEqual(['email', 'social', 'wallet'])
    expect(connectParts({ ...all, order: ['wallet', 'social', 'email'] })).toEqual(['wallet', 'social', 'email'])
    expect(connectParts({ ...all, order: ['social', 'wallet'] })).toEqual(['social', 'wallet'])
  })

  it('leaves out the email field or the social logins when they are off', () => {
    expect(connectParts({ ...all, email: false, order: ['email', 'social', 'wallet'] })).toEqual(['social', 'wallet'])
    expect(connectParts({ ...all, social: false, order: ['social', 'wallet', 'email'] })).toEqual(['wallet', 'email'])
  })

  it('collapses the wallets into one entry in their place, but only beside a login', () => {
    expect(connectParts({ ...all, collapseWallets: true, order: ['email', 'social', 'wallet'] })).toEqual(['email', 'social', 'collapsed'])
    expect(connectParts({ ...all, collapseWallets: true, order: ['wallet', 'email'] })).toEqual(['collapsed', 'email'])
    expect(connectParts({ email: false, social: false, collapseWallets: true, order: ['email', 'social', 'wallet'] })).toEqual(['wallet'])
  })

  it('is never empty: with every part left out the wallets show', () => {
    expect(connectParts({ ...all, email: false, order: ['email'] })).toEqual(['wallet'])
  })

  it('the collapsed entry opens the wallets alone', () => {
    expect(connectParts({ ...all, collapseWallets: true, order: ['email', 'social', 'wallet'], walletsOnly: true })).toEqual(['wallet'])
  })

  it("in a wallet's own browser the wallets come first and are never collapsed; an order without them stays without", () => {
    expect(connectParts({ ...all, walletFirst: true, order: ['email', 'social', 'wallet'] })).toEqual(['wallet', 'email', 'social'])
    expect(connectParts({ ...all, walletFirst: true, collapseWallets: true, order: ['social', 'wallet', 'email'] })).toEqual(['wallet', 'social', 'email'])
    expect(connectParts({ ...all, walletFirst: true, order: ['email', 'social'] })).toEqual(['email', 'social'])
  })
})
