// The ConnectingWalletConnectBasic view: the plain QR code and 'Copy link' (the WalletConnect
// connector in Connect, and what the kernel opens under manual connection control).
import { type ViewTitle, useTranslate } from '../../../ui/kit/index.ts'
import { CopyLinkButton, PairingError, QrCode, usePairing } from './pairing.tsx'
import messages from '../messages/compiled/en.ts'

export const title: ViewTitle<'ConnectingWalletConnectBasic'> = 'WalletConnect'

export default function ConnectingWalletConnectBasicView() {
  const { uri, error, retry } = usePairing()
  const t = useTranslate(messages)
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-walletconnect-basic">
      {error ? (
        <PairingError error={error} name={t('wc.yourWallet')} onRetry={retry} />
      ) : (
        <>
          <QrCode uri={uri} label={t('wc.qrWalletConnect')} />
          <p className="text-sm text-muted">{t('wc.scanPhone')}</p>
          <CopyLinkButton uri={uri} />
        </>
      )}
    </div>
  )
}
