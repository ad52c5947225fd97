import type { ChainNamespace } from '../caip/caip.ts'

export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | (string & {})

/** Something a visitor can connect with. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** Set on a merged entry: the same wallet on each chain it serves. */
  connectors?: Connector[]
}

/** Connect-view sections, in the order. */
export const CONNECTOR_SECTIONS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorSection = (typeof CONNECTOR_SECTIONS)[number]
