import { BehaviorSubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { alongside, createLinkModeTap, TAP_CONNECT_MS } from './link-mode-tap.ts'
import type { LinkModeConnection, WalletConnectAccountState, WalletConnectConnection } from './session-contract.ts'

const LINK_MODE_WALLET = { id: 'w', link_mode: 'https://wallet.example/wc' }
const sign = async () => ({ chains: ['eip155:1'], domain: 'd', uri: 'https://d/', nonce: 'n0nce1234' })
const state: WalletConnectAccountState = { accounts: ['0x01'], chainId: 1 }

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function linkConnection(url = 'https://wallet.example/wc?wc_ev=A&topic=t') {
  const answer = deferred<WalletConnectAccountState>()
  const cancel = vi.fn(() => answer.reject(new Error('Connection cancelled')))
  const connection: LinkModeConnection = { url, approval: answer.promise, cancel }
  return { connection, answer, cancel }
}

function setup({ applies = true, opens = true, connected = false } = {}) {
  const made = linkConnection()
  const session = { connectByLink: vi.fn(async () => made.connection), state: () => (connected ? state : null) }
  const open = vi.fn(() => opens)
  const fallback = vi.fn()
  const tap = createLinkModeTap({ session, applies: () => applies, open, fallback, logger: { warn: vi.fn() } })
  return { tap, session, open, made, fallback }
}

describe('a tap on a wallet that takes link mode', () => {
  it("makes the connection in the wallet's link and opens it; the connect that follows takes it once", async () => {
    const { tap, session, open, made } = setup()
    expect(tap.open(LINK_MODE_WALLET, sign)).toBe('https://wallet.example/wc')
    expect(session.connectByLink).toHaveBeenCalledWith('https://wallet.example/wc', sign)
    await expect(tap.take()).resolves.toBe(made.connection)
    expect(open).toHaveBeenCalledWith(made.connection.url)
    expect(tap.take()).toBeUndefined()
  })

  it('a second tap on the same wallet (Try again) opens the same link again', async () => {
    const { tap, session, open } = setup()
    tap.open(LINK_MODE_WALLET, sign)
    await tap.take()
    tap.open(LINK_MODE_WALLET, sign)
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2))
    expect(session.connectByLink).toHaveBeenCalledTimes(1)
  })

  it('does not apply to a wallet without a link-mode link, without sign-in, when link mode is off here or when connected', () => {
    expect(setup().tap.open({ id: 'x', mobile_link: 'https://wallet.example/app' }, sign)).toBeUndefined()
    expect(setup().tap.open(LINK_MODE_WALLET, undefined)).toBeUndefined()
    expect(setup({ applies: false }).tap.open(LINK_MODE_WALLET, sign)).toBeUndefined()
    expect(setup({ connected: true }).tap.open(LINK_MODE_WALLET, sign)).toBeUndefined()
  })

  it("a link that cannot open cancels the connection and opens the wallet's pairing link instead; that wallet keeps its pairing link", async () => {
    const { tap, session, made, fallback } = setup({ opens: false })
    tap.open(LINK_MODE_WALLET, sign)
    await expect(tap.take()).resolves.toBeUndefined()
    expect(made.cancel).toHaveBeenCalled()
    expect(fallback).toHaveBeenCalledWith(LINK_MODE_WALLET)
    // Try again: the caller opens the pairing link
    expect(tap.open(LINK_MODE_WALLET, sign)).toBeUndefined()
    expect(session.connectByLink).toHaveBeenCalledTimes(1)
  })

  it('a connection that ended (refused) lets the next tap make a new one', async () => {
    const { tap, session, made } = setup()
    tap.open(LINK_MODE_WALLET, sign)
    await tap.take()
    made.answer.reject(new Error('refused'))
    await made.connection.approval.catch(() => {})
    await vi.waitFor(() => {
      tap.open(LINK_MODE_WALLET, sign)
      expect(session.connectByLink).toHaveBeenCalledTimes(2)
    })
  })

  it('an older tap is not handed to a later connect', () => {
    const { tap } = setup()
    tap.open(LINK_MODE_WALLET, sign)
    expect(tap.take(Date.now() + TAP_CONNECT_MS + 1)).toBeUndefined()
  })
})

describe('the link-mode connection beside the pairing made ahead', () => {
  function pairing() {
    const answer = deferred<WalletConnectAccountState>()
    const cancel = vi.fn(() => answer.reject(new Error('Connection cancelled')))
    const connection: WalletConnectConnection = { uri$: new BehaviorSubject('wc:x@2').asObservable(), approval: answer.promise, cancel }
    return { connection, answer, cancel }
  }

  it('the link-mode answer wins and the pairing is cancelled; the URI is the pairing’s', async () => {
    const linked = linkConnection()
    const ahead = pairing()
    ahead.connection.approval.catch(() => {})
    const both = alongside(linked.connection, ahead.connection)
    const uris: string[] = []
    both.uri$.subscribe((uri) => uris.push(uri))
    expect(uris).toEqual(['wc:x@2'])
    linked.answer.resolve(state)
    await expect(both.approval).resolves.toBe(state)
    await vi.waitFor(() => expect(ahead.cancel).toHaveBeenCalled())
  })

  it("the pairing's answer wins (the wallet answered it) and the link-mode one is cancelled; without a pairing the link-mode one alone", async () => {
    const linked = linkConnection()
    linked.connection.approval.catch(() => {})
    const ahead = pairing()
    const both = alongside(linked.connection, ahead.connection)
    ahead.answer.resolve(state)
    await expect(both.approval).resolves.toBe(state)
    await vi.waitFor(() => expect(linked.cancel).toHaveBeenCalled())

    const alone = linkConnection()
    const only = alongside(alone.connection, undefined)
    only.cancel()
    await expect(only.approval).rejects.toThrow('Connection cancelled')
  })
})
