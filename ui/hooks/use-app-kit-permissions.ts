// ERC-7715 permissions for the app: ask the connected wallet for one (wallet_grantPermissions, the
// name AppKit's experimental smart-session package uses), know which are active (the sessions API
// lists what the wallet granted this account), and revoke one (wallet_revokePermissions). Using a
// permission is the app's session key's job, with the context the grant answered.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SmartSession } from '../../kernel/api/sessions.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useAccountState } from './use-account-state.ts'
import { useAppKitProvider } from './use-app-kit-provider.ts'

/** An ERC-7715 permission request (the wallet_grantPermissions param), as AppKit's smart-session package writes it. */
export interface SmartSessionGrantPermissionsRequest {
  /** 0x-hex chain id. */
  chainId: `0x${string}`
  /** The account asked about; default the connected one. */
  address?: `0x${string}`
  /** Unix seconds. */
  expiry: number
  /** The app's session key: `{type: 'keys', data: {keys: [{type: 'secp256k1', publicKey}]}}` or `{type: 'account', data: {id}}`. */
  signer: { type: string; data: unknown }
  permissions: { type: string; data: unknown; policies?: unknown[] }[]
  policies?: unknown[]
}

/** The wallet's answer: the request as granted and the permissions context the session key's calls name. */
export interface SmartSessionGrantPermissionsResponse {
  chainId: `0x${string}`
  address: `0x${string}`
  expiry: number
  permissions: { type: string; data: unknown }[]
  context: `0x${string}`
  /** Where the session key uses the permission (the embedded wallet: its permission contract). */
  signerMeta?: Record<string, unknown>
}

export interface UseAppKitPermissionsReturnType {
  /** The account is connected through a wallet that grants permissions (the embedded wallet's smart account). */
  isSmartSessionSupported: boolean
  /** Asks the wallet for the permission: it shows it to the user; resolves with the context once granted. */
  grantPermissions(request: SmartSessionGrantPermissionsRequest): Promise<SmartSessionGrantPermissionsResponse>
  /** Revokes a permission this account granted (on chain for the embedded wallet). */
  revokePermissions(params: { permissionContext: `0x${string}` }): Promise<void>
  /** The account's active permissions (not revoked, not expired), from the sessions API. */
  permissions: SmartSession[]
  /** Whether the permission with this context is among the active ones. */
  isActive(context: string): boolean
  /** Reads the active permissions again. */
  refresh(): Promise<void>
}

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export function useAppKitPermissions(): UseAppKitPermissionsReturnType {
  const appKit = useAppKitInstance()
  const account = useAccountState('eip155')
  const { walletProvider, walletProviderType } = useAppKitProvider<Eip1193>('eip155')
  const [permissions, setPermissions] = useState<SmartSession[]>([])
  const caipAddress = account?.status === 'connected' ? account.caipAddress : undefined

  const refresh = useCallback(async () => {
    if (!caipAddress) return setPermissions([])
    const kernel = await internalsOf(appKit).loadKernel()
    const { pcis } = await kernel.get(TOKENS.blockchainApi).getSessions({ caipAddress })
    const now = Date.now() / 1000
    setPermissions(pcis.filter((p) => p.revokedAt === null && p.expiry > now))
  }, [appKit, caipAddress])

  useEffect(() => {
    refresh().catch(() => setPermissions([]))
  }, [refresh])

  return useMemo(() => {
    const provider = () => {
      if (!walletProvider) throw new Error('Connect a wallet first')
      return walletProvider
    }
    return {
      isSmartSessionSupported: walletProviderType === 'AUTH' && account?.preferredAccountType === 'smartAccount',
      async grantPermissions(request) {
        const answer = (await provider().request({ method: 'wallet_grantPermissions', params: [request] })) as SmartSessionGrantPermissionsResponse
        await refresh().catch(() => undefined)
        return answer
      },
      async revokePermissions({ permissionContext }) {
        await provider().request({ method: 'wallet_revokePermissions', params: [{ permissionContext }] })
        await refresh().catch(() => undefined)
      },
      permissions,
      isActive: (context) => permissions.some((p) => p.context === context),
      refresh,
    }
  }, [walletProvider, walletProviderType, account?.preferredAccountType, permissions, refresh])
}
