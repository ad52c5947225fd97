// The one door from plugins into the shell: the parts a plugin's views and actions use, and nothing
// else. A plugin imports ui/ only through this file (a dependency rule checks it), so the shell may
// move its files freely behind it. Re-exports only: the build follows each name to its own module,
// so a plugin's chunk carries what it uses and never the shell's views.

// Buttons, inputs, feedback
export { PrimaryButton, SecondaryButton } from '../components/buttons.tsx'
export { AmountInput, amountStatusId } from '../components/amount-input.tsx'
export { BARE_INPUT_CLASS, fieldClass } from '../components/input-class.ts'
export { Spinner } from '../components/spinner.tsx'

// Icons and images
export {
  CheckIcon,
  ChevronIcon,
  CopyIcon,
  ErrorIcon,
  ExternalLinkIcon,
  NetworkIcon,
  SearchIcon,
  WalletIcon,
} from '../components/icons.tsx'
export { BrandIcon } from '../components/brand-icon.tsx'
export { BRAND_PATHS } from '../components/brand-paths.ts'
export { ImageIcon } from '../components/image-icon.tsx'
export { QrCode } from '../components/qr-code.tsx'

// Links and the clipboard
export { ExplorerLink } from '../components/explorer-link.tsx'
export { safeLinkUrl } from '../components/safe-link-url.ts'
export { copyToClipboard } from '../components/copy-to-clipboard.ts'

// Translation and formatting
export { useLocale, useTranslate, type Translate } from '../i18n/use-translate.ts'
export { richText } from '../i18n/rich-text.tsx'
export { translateEnglish, type TextPattern } from '../i18n/english-text.ts'
export { localeDecimal } from '../format/locale-decimal.ts'
export { CRYPTO_DISPLAY_DECIMALS, shortDecimal } from '../format/short-decimal.ts'
export { truncateAddress } from '../format/truncate-address.ts'

// Wallet listing entries and their explorer
export { walletImageSrc, walletName } from '../wallets/listing.ts'
export { explorerOf } from '../wallets/explorer-of.ts'
export { webviewOf, type Webview } from '../wallets/webview.ts'
export { openThroughTelegram, telegramWebApp, type TelegramWebApp } from '../wallets/telegram-web-app.ts'
export { outLinkProps, type OutLinkProps } from '../wallets/out-link.ts'

// Hooks a view needs, the view contract, and moving between views
export { useKernel } from '../app-kit/context.tsx'
export type { ViewModule, ViewProps, ViewTitle } from '../views/view-props.ts'
export { useAccountState } from '../hooks/use-account-state.ts'
export { useNetworkState } from '../hooks/use-network-state.ts'
export { useObservable, type Subscribable } from '../hooks/use-observable.ts'
export { pushView } from '../views/push-view.ts'

// The instance, for plugin actions called outside React (a payment started from app code)
export { useAppKitInstance } from '../app-kit/context.tsx'
export { getDefaultAppKit, internalsOf, type AppKit } from '../app-kit/app-kit-instance.ts'
