// SPEC §2 ConnectingWalletConnectBasic: the plain QR code and 'Copy link' (the WalletConnect
// connector in Connect, and what the kernel opens under manual connection control).
import type { ViewTitle } from 'portico/react'
import { CopyLinkButton, PairingError, QrCode, usePairing } from './pairing.tsx'

export const title: ViewTitle<'ConnectingWalletConnectBasic'> = 'WalletConnect'

export default function ConnectingWalletConnectBasicView() {
  const { uri, error, retry } = usePairing()
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-walletconnect-basic">
      {error ? (
        <PairingError error={error} name="your wallet" onRetry={retry} />
      ) : (
        <>
          <QrCode uri={uri} label="QR code for WalletConnect" />
          <p className="text-sm text-muted">Scan this QR code with your phone's wallet app.</p>
          <CopyLinkButton uri={uri} />
        </>
      )}
    </div>
  )
}
