// The INITIALIZE event's properties: the options the app configured, with
// networks as their ids. Only listed, non-secret options are copied: never the storage backend or
// window, never the endpoints (a URL may carry credentials), never SIWE/SIWX configuration.
import type { ResolvedOptions } from '../config/resolve-options.ts'

export type InitializeOptions = Pick<
  ResolvedOptions,
  | 'projectId'
  | 'networks'
  | 'defaultNetwork'
  | 'metadata'
  | 'features'
  | 'themeMode'
  | 'themeVariables'
  | 'allowUnsupportedChain'
  | 'enableNetworkSwitch'
  | 'manualWCControl'
  | 'enableEmbedded'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'sdkType'
  | 'sdkVersion'
>

export function initializeProperties(o: InitializeOptions): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    projectId: o.projectId,
    networks: o.networks.map((n) => n.id),
    defaultNetwork: o.defaultNetwork.id,
    metadata: o.metadata && { name: o.metadata.name, description: o.metadata.description, url: o.metadata.url, icons: o.metadata.icons },
    features: o.features,
    themeMode: o.themeMode,
    themeVariables: o.themeVariables,
    allowUnsupportedChain: o.allowUnsupportedChain,
    enableNetworkSwitch: o.enableNetworkSwitch,
    manualWCControl: o.manualWCControl,
    enableEmbedded: o.enableEmbedded,
    featuredWalletIds: o.featuredWalletIds,
    includeWalletIds: o.includeWalletIds,
    excludeWalletIds: o.excludeWalletIds,
    customWallets: o.customWallets?.map((w) => w.id),
    sdkType: o.sdkType,
    sdkVersion: o.sdkVersion,
  }
  for (const key of Object.keys(properties)) if (properties[key] === undefined) delete properties[key]
  return properties
}
