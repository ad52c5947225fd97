import { describe, expect, it } from 'vitest'
import { walletSendDraft } from './wallet-send.ts'
import { appKitViews } from './send-catalogs.ts'

describe("AppKit's WalletSend", () => {
  const to = '0x00000000000000000000000000000000000000b0'

  it('fills the Send form: the token by its lower-cased contract, the amount, the receiver', () => {
    expect(walletSendDraft({ amount: '2.5', assetAddress: '0xAbCdEf0000000000000000000000000000000001', namespace: 'eip155', chainId: 1, to })).toEqual({
      token: '0xabcdef0000000000000000000000000000000001',
      amount: '2.5',
      receiver: to,
    })
  })

  it('reads the zero address and 0xeeee…eeee as the native coin', () => {
    expect(walletSendDraft({ amount: '1', assetAddress: '0x0000000000000000000000000000000000000000', to })).toEqual({ token: 'native', amount: '1', receiver: to })
    expect(walletSendDraft({ amount: '1', assetAddress: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', to })?.token).toBe('native')
  })

  it('opens an empty form without arguments', () => expect(walletSendDraft(undefined)).toBeUndefined())

  it('is the AppKit name the send plugin answers to', () => {
    expect(appKitViews?.WalletSend?.({ amount: '3', assetAddress: '0x0000000000000000000000000000000000000000', to })).toEqual({ view: 'Send', data: { token: 'native', amount: '3', receiver: to } })
  })
})
