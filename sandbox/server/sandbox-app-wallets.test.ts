import { describe, expect, it } from 'vitest'
import { SANDBOX_APP_WALLET, SANDBOX_MISSING_WALLET } from './sandbox-app-wallets.ts'
import { buildWalletListing, queryWallets } from './wallet-listing.ts'

const chains = ['eip155:1337', 'eip155:8453']

describe('the phone-app entries of the sandbox listing', () => {
  it('close the listing when the wallet server is known, and are absent otherwise', () => {
    const without = buildWalletListing(chains)
    const listing = buildWalletListing(chains, 'http://127.0.0.1:5174')
    expect(listing).toHaveLength(without.length + 2)
    expect(listing.slice(0, without.length).map((w) => w.id)).toEqual(without.map((w) => w.id))
    expect(listing.slice(-2).map((w) => w.name)).toEqual([SANDBOX_APP_WALLET, SANDBOX_MISSING_WALLET])
    expect(without.some((w) => w.name === SANDBOX_APP_WALLET)).toBe(false)
    const orders = listing.map((w) => w.order)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
  })

  it('carry a universal link on the wallet server (the installed app), a deep link and both store links', () => {
    const [app, missing] = buildWalletListing(chains, 'http://127.0.0.1:5174').slice(-2)
    expect(app).toMatchObject({
      link_mode: 'http://127.0.0.1:5174/mobile/wc',
      mobile_link: 'portico-sandbox-wallet://',
      app_store: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      play_store: expect.stringMatching(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/),
      chains,
    })
    expect(missing).toMatchObject({ link_mode: null, mobile_link: 'portico-missing-wallet://', app_store: expect.stringContaining('apps.apple.com'), play_store: expect.stringContaining('play.google.com') })
    expect(app!.id).not.toBe(missing!.id)
  })

  it('are found by a search for their name', () => {
    const listing = buildWalletListing(chains, 'http://127.0.0.1:5174')
    expect(queryWallets(listing, { page: 1, entries: 40, search: 'sandbox m' }).data.map((w) => w.name)).toEqual([SANDBOX_APP_WALLET, SANDBOX_MISSING_WALLET])
  })
})
