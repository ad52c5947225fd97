// Receive: the connected address as a QR code, a copy button, and the networks it can receive on
// (the composed networks of its namespace: an address is the same on each of them).
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewTitle,
  useAccountState,
  useNetworkState,
  SecondaryButton,
  CopyIcon,
  NetworkIcon,
  ImageIcon,
  copyToClipboard,
  QrCode,
  useTranslate,
} from '../../ui/kit/index.ts'
import messages from './messages/compiled/en.ts'

export const title: ViewTitle<'Receive'> = 'Receive'
export const titleId = 'receive.title'

export default function ReceiveView() {
  const kernel = useKernel()
  const toast = kernel.get(TOKENS.toast)
  const account = useAccountState()
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)

  if (!account?.address) return <p className="py-8 text-center text-sm text-muted">{t('receive.noAccount')}</p>
  const address = account.address
  const namespace = net.activeNetwork.chainNamespace
  const networks = kernel.options.networks.filter((n) => n.chainNamespace === namespace)

  const copy = () => copyToClipboard(toast, address, 'address', { copied: t('receive.copied'), failed: t('receive.copyFailed') })

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="receive-view">
      <QrCode value={address} label={t('receive.qr', { address })} data-testid="receive-qr" data-address={address} />
      <p className="w-full break-all font-mono text-sm text-fg" data-testid="receive-address">
        {address}
      </p>
      <SecondaryButton onClick={() => void copy()} data-testid="receive-copy">
        <CopyIcon />
        {t('receive.copy')}
      </SecondaryButton>
      <section className="w-full text-start" aria-labelledby="receive-networks-title">
        <h3 id="receive-networks-title" className="mb-2 text-sm font-semibold text-fg">
          {t('receive.only')}
        </h3>
        <ul className="flex flex-col gap-1" aria-label={t('receive.networks')}>
          {networks.map((n) => (
            <li key={n.caipNetworkId} className="flex items-center gap-2 text-sm text-muted">
              <ImageIcon src={n.assets?.imageUrl} fallback={<NetworkIcon />} size={20} rounded="full" />
              {n.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
