import { authorizedAccounts, ask, hexChainId, paramsList, type MethodHandler, type WalletContext } from './context.ts'
import { failIfFeature, invalidParams } from './errors.ts'

/** Grants the site access to the account and tells it so (connect + accountsChanged). */
export function grantAccess(ctx: WalletContext): void {
  if (ctx.permitted) return
  ctx.permitted = true
  ctx.save()
  ctx.emitter.emit('connect', { chainId: hexChainId(ctx.chainId) })
  ctx.emitter.emit('accountsChanged', authorizedAccounts(ctx))
}

/** Withdraws the site's access; the site sees accountsChanged([]). */
export function revokeAccess(ctx: WalletContext): void {
  if (!ctx.permitted) return
  ctx.permitted = false
  ctx.save()
  ctx.emitter.emit('accountsChanged', [])
}

const permissions = (ctx: WalletContext) =>
  ctx.permitted
    ? [
        {
          parentCapability: 'eth_accounts',
          invoker: ctx.origin ?? 'unknown',
          caveats: [{ type: 'restrictReturnedAccounts', value: authorizedAccounts(ctx) }],
        },
      ]
    : []

/** The only permission the wallet knows is eth_accounts: params must be [{ eth_accounts: {} }]. */
function assertEthAccountsPermission(params: unknown, method: string): void {
  const [request] = paramsList(params, method, 1)
  if (typeof request !== 'object' || request === null || !('eth_accounts' in request))
    throw invalidParams(`${method} supports only the eth_accounts permission`)
}

export const accountMethods: Record<string, MethodHandler> = {
  async eth_requestAccounts(ctx, params) {
    failIfFeature(ctx.features.connectError)
    if (!ctx.permitted) {
      await ask(ctx, 'eth_requestAccounts', params)
      grantAccess(ctx)
    }
    return authorizedAccounts(ctx)
  },

  async eth_accounts(ctx) {
    return authorizedAccounts(ctx)
  },

  async eth_coinbase(ctx) {
    return authorizedAccounts(ctx)[0] ?? null
  },

  // Always prompts, even when already permitted, as wallets do.
  async wallet_requestPermissions(ctx, params) {
    assertEthAccountsPermission(params, 'wallet_requestPermissions')
    failIfFeature(ctx.features.connectError)
    await ask(ctx, 'wallet_requestPermissions', params)
    grantAccess(ctx)
    return permissions(ctx)
  },

  async wallet_getPermissions(ctx) {
    return permissions(ctx)
  },

  async wallet_revokePermissions(ctx, params) {
    assertEthAccountsPermission(params, 'wallet_revokePermissions')
    revokeAccess(ctx)
    return null
  },
}
