// AppKit's SELECT_WALLET: a visitor picked a wallet (a connector of the Connect view, or a wallet of
// the listing), with how it will connect: in this browser, by a QR code, on this phone, by email.
import { TOKENS, type ConnectorType, type Kernel } from '../../kernel/index.ts'

export type WalletPlatform = 'browser' | 'qrcode' | 'mobile' | 'email'

/** How a connector of this type connects the visitor on this device. */
export function platformOf(type: ConnectorType | undefined, isMobile: boolean): WalletPlatform {
  if (type === 'WALLET_CONNECT') return isMobile ? 'mobile' : 'qrcode'
  if (type === 'AUTH') return 'email'
  return 'browser'
}

export function trackSelectWallet(kernel: Kernel, wallet: { name: string; platform: WalletPlatform; displayIndex?: number }): void {
  kernel.get(TOKENS.analytics).track('SELECT_WALLET', {
    name: wallet.name,
    platform: wallet.platform,
    ...(wallet.displayIndex !== undefined ? { displayIndex: wallet.displayIndex } : {}),
    walletRank: undefined,
    view: kernel.get(TOKENS.router).get().view,
  })
}
