// The Account view's wallets (features.multiWallet): every wallet connected in the namespace, the
// active one marked, a switch to each other one, and "Add wallet" to connect another beside them.
import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import { messageOf, TOKENS, type ChainNamespace, type Kernel, type WalletConnection } from '../../../kernel/index.ts'
import { SecondaryButton } from '../../components/buttons.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { truncateAddress } from '../../format/truncate-address.ts'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

/** The namespace's connections, stable while nothing changed. */
function useConnections(kernel: Kernel, ns: ChainNamespace): readonly WalletConnection[] {
  const connection = kernel.get(TOKENS.connection)
  const last = useRef<{ key: string; value: readonly WalletConnection[] }>({ key: '[]', value: [] })
  const subscribe = useCallback(
    (onChange: () => void) => {
      const s = connection.connections$.subscribe(() => onChange())
      return () => s.unsubscribe()
    },
    [connection],
  )
  const read = () => {
    const list = connection.getConnections(ns)
    const key = JSON.stringify(list)
    if (key !== last.current.key) last.current = { key, value: list }
    return last.current.value
  }
  return useSyncExternalStore(subscribe, read, read)
}

export function ConnectedWallets({ kernel, namespace }: { kernel: Kernel; namespace: ChainNamespace }) {
  const t = useTranslate(messages)
  const list = useConnections(kernel, namespace)
  const [switching, setSwitching] = useState<string | undefined>()
  if (!kernel.options.features.multiWallet) return null

  const switchTo = (c: WalletConnection) => {
    setSwitching(c.connectorId)
    kernel
      .get(TOKENS.connection)
      .switchConnection(namespace, c.connectorId)
      .catch((e: unknown) => kernel.get(TOKENS.toast).error(messageOf(e)))
      .finally(() => setSwitching(undefined))
  }

  return (
    <>
      {list.length > 1 && (
        <ul className="flex flex-col gap-2" aria-label={t('account.wallets')} data-testid="account-view-wallets">
          {list.map((c) => {
            const name = c.name ?? c.connectorId
            const address = c.accounts[0]?.address
            return (
              <li key={c.connectorId}>
                <ListItemButton
                  data-testid={`account-view-wallet-${c.connectorId}`}
                  label={c.active ? name : t('account.switchTo', { wallet: name })}
                  aria-current={c.active || undefined}
                  aria-busy={switching === c.connectorId || undefined}
                  disabled={c.active || switching !== undefined}
                  icon={<ImageIcon src={c.icon} fallback={<WalletIcon />} size={32} rounded="full" />}
                  trailing={
                    <span className="text-sm text-muted" dir="ltr">
                      {c.active ? t('account.activeWallet') : address ? truncateAddress(address) : ''}
                    </span>
                  }
                  onClick={() => switchTo(c)}
                />
              </li>
            )
          })}
        </ul>
      )}
      <SecondaryButton data-testid="account-view-add-wallet" onClick={() => kernel.get(TOKENS.router).push('Connect')}>
        {t('account.addWallet')}
      </SecondaryButton>
    </>
  )
}
