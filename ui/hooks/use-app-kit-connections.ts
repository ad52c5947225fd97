// AppKit's multi-wallet hooks: the wallets connected in a namespace, the active one, switching
// between them and removing one. They read the kernel's connections once it has loaded (nothing is
// connected before: a stored connection is still "connecting" then).
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { WalletConnection } from '../../kernel/connection/connections-list.ts'
import type { RecentConnection } from '../../kernel/connection/recent-connections.ts'
import type { Network } from '../../kernel/network/network.ts'
import type { AccountType } from '../../kernel/storage/keys.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf, type AppKitInternals } from '../app-kit/create-app-kit.ts'
import { useNamespace } from './use-namespace.ts'

/** One connected wallet, as AppKit's `Connection` shapes it. */
export interface Connection {
  connectorId: string
  /** The wallet's name and icon (a WalletConnect session names the wallet at its other end). */
  name?: string
  icon?: string
  /** The network's icon, when the app's network definition gives one. */
  networkIcon?: string
  /** Its accounts, the selected one first. */
  accounts: { address: string; type?: AccountType }[]
  /** The network its wallet is on, when the app lists it. */
  caipNetwork?: Network
}

export interface UseAppKitConnectionsReturnType {
  /** Every wallet connected in the namespace, in the order they connected (the active one among them). */
  connections: Connection[]
  /** The wallets connected before in the namespace on this device and not connected now, newest first (kept in the app's storage). */
  recentConnections: Connection[]
}

export interface UseAppKitConnectionOptions {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** After a switch or a removal, with what changed. */
  onSuccess?: (result: { address: string; namespace: ChainNamespace; hasSwitchedAccount: boolean; hasSwitchedWallet: boolean; hasDeletedWallet: boolean }) => void
  onError?: (error: Error) => void
}

export interface UseAppKitConnectionReturnType {
  /** The namespace's active connection: the account, the provider and every request follow it. */
  connection: Connection | undefined
  /** True while a switch runs. */
  isPending: boolean
  /** Makes `connection` the active one (and `address` its active account when given); no wallet prompt. */
  switchConnection(params: { connection: Pick<Connection, 'connectorId'>; address?: string }): Promise<void>
  /** Disconnects the connection of `connectorId` in the namespace (another one becomes active when it was). */
  deleteConnection(params: { address: string; connectorId: string }): void
}

/** The namespace's connections as the kernel lists them; empty before it has loaded. Stable while nothing changed. */
function useWalletConnections(inner: AppKitInternals, ns: ChainNamespace): readonly WalletConnection[] {
  const last = useRef<{ key: string; value: readonly WalletConnection[] }>({ key: '[]', value: [] })
  const subscribe = useCallback(
    (onChange: () => void) => {
      let fromKernel: { unsubscribe(): void } | undefined
      // the kernel loads later than a hook may subscribe: its account store taking over says it is there
      const follow = () => {
        if (!fromKernel && inner.kernel) fromKernel = inner.kernel.get(TOKENS.connection).connections$.subscribe(() => onChange())
      }
      const accounts = inner.accounts.subscribe(() => {
        follow()
        onChange()
      })
      follow()
      return () => {
        accounts.unsubscribe()
        fromKernel?.unsubscribe()
      }
    },
    [inner],
  )
  const read = () => {
    const list = inner.kernel?.get(TOKENS.connection).getConnections(ns) ?? []
    const key = JSON.stringify(list)
    if (key !== last.current.key) last.current = { key, value: list }
    return last.current.value
  }
  return useSyncExternalStore(subscribe, read, read)
}

function toConnection(inner: AppKitInternals, c: RecentConnection): Connection {
  const caipNetwork = c.caipNetworkId ? inner.options.networks.find((n) => n.caipNetworkId === c.caipNetworkId) : undefined
  return {
    connectorId: c.connectorId,
    ...(c.name ? { name: c.name } : {}),
    ...(c.icon ? { icon: c.icon } : {}),
    ...(caipNetwork?.assets?.imageUrl ? { networkIcon: caipNetwork.assets.imageUrl } : {}),
    accounts: c.accounts.map((a) => ({ ...a })),
    ...(caipNetwork ? { caipNetwork } : {}),
  }
}

/** The wallets connected in `namespace` (default: the active one). */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const inner = internalsOf(useAppKitInstance())
  const ns = useNamespace(namespace)
  const list = useWalletConnections(inner, ns)
  return useMemo(() => {
    // read again whenever the connected list changes: a disconnected wallet moves to the recent ones
    const recent = inner.kernel?.get(TOKENS.connection).getRecentConnections(ns) ?? []
    return { connections: list.map((c) => toConnection(inner, c)), recentConnections: recent.map((c) => toConnection(inner, c)) }
  }, [inner, ns, list])
}

/** The active connection of `namespace` (default: the active one), switching to another, and removing one. */
export function useAppKitConnection({ namespace, onSuccess, onError }: UseAppKitConnectionOptions = {}): UseAppKitConnectionReturnType {
  const appKit = useAppKitInstance()
  const inner = internalsOf(appKit)
  const ns = useNamespace(namespace)
  const list = useWalletConnections(inner, ns)
  const [isPending, setPending] = useState(false)
  const fail = useCallback((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))), [onError])

  const switchConnection = useCallback(
    async ({ connection, address }: { connection: Pick<Connection, 'connectorId'>; address?: string }) => {
      setPending(true)
      try {
        const kernel = await inner.loadKernel()
        const result = await kernel.get(TOKENS.connection).switchConnection(ns, connection.connectorId, address)
        onSuccess?.({ address: result.address, namespace: ns, hasSwitchedAccount: result.hasSwitchedAccount, hasSwitchedWallet: result.hasSwitchedWallet, hasDeletedWallet: false })
      } catch (error) {
        fail(error)
      } finally {
        setPending(false)
      }
    },
    [inner, ns, onSuccess, fail],
  )

  const deleteConnection = useCallback(
    ({ address, connectorId }: { address: string; connectorId: string }) => {
      inner
        .loadKernel()
        .then((kernel) => kernel.get(TOKENS.connection).disconnect(ns, connectorId))
        .then(() => onSuccess?.({ address, namespace: ns, hasSwitchedAccount: false, hasSwitchedWallet: false, hasDeletedWallet: true }), fail)
    },
    [inner, ns, onSuccess, fail],
  )

  const active = list.find((c) => c.active)
  const connection = useMemo(() => (active ? toConnection(inner, active) : undefined), [inner, active])
  return { connection, isPending, switchConnection, deleteConnection }
}
