import { useId, useState } from 'react'
import { isUserRejection, messageOf, TOKENS, type ChainNamespace, type Network } from '../../kernel/index.ts'
import { namespaceName } from '../../kernel/caip/namespace-name.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useNetworkState } from '../hooks/use-network-state.ts'
import { CheckIcon, NetworkIcon } from './icons.tsx'
import { ImageIcon } from './image-icon.tsx'
import { ListItemButton } from './list-item-button.tsx'
import { Spinner } from './spinner.tsx'
import { useTranslate } from '../i18n/use-translate.ts'
import messages from '../messages/compiled/en.ts'

export interface NetworkListProps {
  /** Called after the wallet (or, disconnected, the app) moved to the chosen network. */
  onSwitched?(network: Network): void
}

/**
 * The configured networks; the active one is aria-current. A failed switch shows its reason here.
 * With networks of several namespaces (EVM and Solana), each family is its own labelled group.
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const kernel = useKernel()
  const state = useNetworkState(kernel)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()
  const activeId = state.unsupportedChainId === undefined ? state.activeNetwork.caipNetworkId : undefined
  const groupId = useId()
  const t = useTranslate(messages)
  const families = [...new Set(state.networks.map((n) => n.chainNamespace))]

  async function choose(target: Network) {
    setPending(target.caipNetworkId)
    setError(undefined)
    try {
      await kernel.get(TOKENS.connection).switchNetwork(target)
      setPending(undefined)
      onSwitched?.(target)
    } catch (e) {
      setPending(undefined)
      setError(isUserRejection(e) ? t('networks.switchDeclined') : messageOf(e))
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3" data-testid="network-list">
        {families.map((family) => {
          const list = (
            <NetworkGroup
              networks={state.networks.filter((n) => n.chainNamespace === family)}
              activeId={activeId}
              pending={pending}
              labelledBy={families.length > 1 ? `${groupId}-${family}` : undefined}
              family={family}
              onChoose={(n) => void choose(n)}
            />
          )
          return families.length > 1 ? (
            <section key={family} className="flex flex-col gap-2" data-testid={`network-family-${family}`}>
              <h3 id={`${groupId}-${family}`} className="m-0 px-1 text-xs font-semibold uppercase tracking-wide text-muted">
                {namespaceName(family)}
              </h3>
              {list}
            </section>
          ) : (
            <div key={family}>{list}</div>
          )
        })}
      </div>
      {pending !== undefined && <p className="text-center text-sm text-muted">{t('networks.approveSwitch')}</p>}
      {error && (
        <p role="alert" className="text-center text-sm font-medium text-error" data-testid="network-error">
          {error}
        </p>
      )}
    </div>
  )
}

interface NetworkGroupProps {
  networks: readonly Network[]
  family: ChainNamespace
  activeId: string | undefined
  pending: string | undefined
  labelledBy?: string
  onChoose(network: Network): void
}

/** One family's networks. */
function NetworkGroup({ networks, activeId, pending, labelledBy, family, onChoose }: NetworkGroupProps) {
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-labelledby={labelledBy} data-namespace={family}>
      {networks.map((n) => {
        const active = n.caipNetworkId === activeId
        const busy = pending === n.caipNetworkId
        return (
          <li key={n.caipNetworkId}>
            <ListItemButton
              data-testid={`network-${n.caipNetworkId}`}
              label={n.name}
              aria-current={active || undefined}
              aria-busy={busy || undefined}
              disabled={pending !== undefined}
              icon={<ImageIcon src={n.assets?.imageUrl} fallback={<NetworkIcon />} size={32} rounded="full" />}
              trailing={
                busy ? (
                  <Spinner size={16} />
                ) : active ? (
                  <span className="flex text-success">
                    <CheckIcon />
                  </span>
                ) : undefined
              }
              onClick={() => onChoose(n)}
            />
          </li>
        )
      })}
    </ul>
  )
}
