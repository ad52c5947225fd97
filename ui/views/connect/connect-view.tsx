import { TOKENS, type Connector, type ConnectorSection } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useObservable } from '../../hooks/use-observable.ts'

export const title = 'Connect Wallet'

const TAGS: Partial<Record<ConnectorSection, string>> = { recent: 'Recent', injected: 'Installed' }

/** The kernel's connector sections, in order; a wallet opens ConnectingExternal. */
export default function ConnectView() {
  const kernel = useKernel()
  const connectors = kernel.get(TOKENS.connectors)
  const router = kernel.get(TOKENS.router)
  const sections = useObservable(connectors.sections$, () => connectors.getSections())

  if (sections.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="connect-empty">
        <span className="text-muted">
          <WalletIcon />
        </span>
        <p className="text-base font-semibold text-fg">No wallet found</p>
        <p className="text-sm text-muted">Install a browser wallet, then reload this page.</p>
      </div>
    )
  }

  const select = (connector: Connector) => router.push('ConnectingExternal', { connectorId: connector.id })
  return (
    <div className="flex flex-col gap-2" data-testid="connect-view">
      {sections.map((group) => (
        <ul key={group.section} className="flex flex-col gap-2" data-section={group.section}>
          {group.connectors.map((connector) => (
            <li key={connector.id}>
              <ListItemButton
                data-testid={`wallet-selector-${connector.id}`}
                label={connector.name}
                icon={<ImageIcon src={connector.imageUrl} fallback={<WalletIcon />} />}
                trailing={
                  TAGS[group.section] && (
                    <span aria-hidden="true" className="rounded-sm bg-surface-hover px-2 py-0.5 text-xs font-medium text-muted">
                      {TAGS[group.section]}
                    </span>
                  )
                }
                onClick={() => select(connector)}
              />
            </li>
          ))}
        </ul>
      ))}
    </div>
  )
}
