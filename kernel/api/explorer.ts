/** A wallet listing entry of the wallet explorer (`GET {api}/getWallets`). Untrusted input. */
export interface ExplorerWallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  homepage?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  link_mode?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  rdns?: string | null
  chains?: string[]
  badge_type?: 'none' | 'certified'
  order?: number
}

export interface GetWalletsParams {
  /** 1-based. */
  page?: number
  entries?: number
  /** Trimmed before it is sent. */
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids. */
  chains?: readonly string[]
  badgeType?: 'none' | 'certified'
}

export interface WalletPage {
  count: number
  data: ExplorerWallet[]
}

/** The wallet explorer and project-config API. Every call carries projectId, st and sv. */
export interface Explorer {
  getWallets(params: GetWalletsParams, init?: { signal?: AbortSignal }): Promise<WalletPage>
  /** The URL of a listing wallet's image (with projectId, st, sv). */
  walletImageUrl(imageId: string): string
  /** The URL of a network or connector image. */
  assetImageUrl(imageId: string): string
  /** A failure gives an empty list. */
  getAllowedOrigins(): Promise<string[]>
  /** A failure turns analytics off. */
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
}
