// The foot of the Account view: the connected wallets (with features.multiWallet), the network row
// and Disconnect.
import { useState } from 'react'
import { messageOf, TOKENS, type Kernel } from '../../../kernel/index.ts'
import type { AccountState } from '../../../kernel/connection/account-state.ts'
import type { NetworkState } from '../../../kernel/network/initial-network.ts'
import { SecondaryButton } from '../../components/buttons.tsx'
import { ChevronIcon, DisconnectIcon, NetworkIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { ConnectedWallets } from './connected-wallets.tsx'

export function AccountActions({ kernel, account, net }: { kernel: Kernel; account: AccountState; net: NetworkState }) {
  const t = useTranslate(messages)
  const [disconnecting, setDisconnecting] = useState(false)
  const connection = kernel.get(TOKENS.connection)
  const unsupported = net.unsupportedChainId !== undefined
  const ns = account.namespace

  const disconnect = () => {
    // A wallet behind a relay may take a moment (bounded by its adapter) to hear it.
    setDisconnecting(true)
    // with several wallets connected, Disconnect ends the active one (another takes over); else every connection
    const several = connection.getConnections(ns).length > 1
    ;(several ? connection.disconnect(ns, account.connectorId) : connection.disconnect())
      .catch((e: unknown) => kernel.get(TOKENS.toast).error(messageOf(e)))
      .finally(() => setDisconnecting(false))
  }

  return (
    <div className="flex w-full flex-col gap-2">
      <ConnectedWallets kernel={kernel} namespace={ns} />
      <ListItemButton
        data-testid="account-view-network"
        label={unsupported ? t('network.unsupported') : net.activeNetwork.name}
        icon={<ImageIcon src={net.activeNetwork.assets?.imageUrl} fallback={<NetworkIcon />} size={32} rounded="full" />}
        trailing={
          <span className="flex text-muted">
            <ChevronIcon />
          </span>
        }
        onClick={() => kernel.get(TOKENS.router).push(unsupported ? 'UnsupportedChain' : 'Networks')}
      />
      <SecondaryButton data-testid="account-view-disconnect" aria-busy={disconnecting || undefined} disabled={disconnecting} onClick={disconnect}>
        <DisconnectIcon />
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </SecondaryButton>
    </div>
  )
}
