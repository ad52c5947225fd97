// AppKit's legacy SIWE client config (`@reown/appkit-siwe`'s SIWECreateClientConfig), accepted as the
// `siweConfig` option so an AppKit app moves over unchanged. The siwx plugin maps it onto the
// SiwxConfig machinery (plugins/siwx/siwe-adapter.ts); nothing else reads it.

/** What `createMessage` receives: EIP-4361 fields, the address as `did:pkh:eip155:<chainId>:<address>`. */
export interface SiweCreateMessageArgs {
  domain: string
  uri: string
  chainId: number
  address: string
  version: '1'
  nonce: string
  type?: 'eip4361'
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** What `getMessageParams` may return: the app's own domain, uri, statement and times. */
export interface SiweMessageParams {
  domain?: string
  uri?: string
  chains?: number[]
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface SiweVerifyMessageArgs {
  message: string
  signature: string
  cacao?: unknown
  clientId?: string | null
}

export interface SiweSession {
  address: string
  chainId: number
}

export interface SiweConfig {
  getMessageParams?: () => Promise<SiweMessageParams>
  getNonce: (address?: string) => Promise<string>
  createMessage: (args: SiweCreateMessageArgs) => string
  verifyMessage: (args: SiweVerifyMessageArgs) => Promise<boolean>
  getSession: () => Promise<SiweSession | null | undefined>
  signOut: () => Promise<boolean>
  onSignIn?: (session?: SiweSession) => void
  onSignOut?: () => void
  /** false turns sign-in off. */
  enabled?: boolean
  signOutOnDisconnect?: boolean
  required?: boolean
}
