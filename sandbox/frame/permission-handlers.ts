// wallet_grantPermissions and wallet_revokePermissions (ERC-7715) of the user's smart account: the
// grant shows the permission card, then ONE user operation approves the permission contract on the
// token for the allowance and records the permission there (SessionPermissions: the chain enforces
// the limit, the recipient, the expiry and the revoke on every use by the app's session key); the app
// gets the permissions context. The revoke is one user operation too (no card: it only takes power
// away from the app). Both are written to the sessions API, where the Permissions view lists them.
import { createClient, custom, encodeFunctionData, erc20Abi, parseAbi, parseEventLogs, type Address, type Hex } from 'viem'
import { readContract } from 'viem/actions'
import { SANDBOX_PERMISSIONS_ADDRESS, SESSION_PERMISSIONS_ABI } from '../permissions/sandbox-permissions.ts'
import type { ApprovalCard } from './approval-card.ts'
import { USER_REJECTED } from './approval-card.ts'
import type { UserKeys } from './keys.ts'
import { decodePermissionContext, describePermission, encodePermissionContext, readPermissionRequest } from './permission-request.ts'
import { rootMessage, smartAccountOf, waitForReceipt, type BundlerRpc } from './smart-account-signer.ts'
import { SignerError, type ReadRpc, type SignerChain } from './signer.ts'

const permissionsAbi = parseAbi(SESSION_PERMISSIONS_ABI)

export type PermissionDeps = {
  keys: () => Promise<UserKeys>
  chain: SignerChain
  read: ReadRpc
  bundler: BundlerRpc
  /** The user's smart account on the chain. */
  smart: Address
  /** The app, as the card names it (its origin's host). */
  app: string
  card: ApprovalCard
  /** Writes the grant or the revoke to the sessions API; a failure there is logged, the chain already holds it. */
  record(entry: { kind: 'grant'; expiry: number; permissions: unknown[]; policies: unknown[]; context: Hex } | { kind: 'revoke'; context: Hex }): Promise<void>
  log(...args: unknown[]): void
}

const readerOf = (chain: SignerChain, read: ReadRpc) =>
  createClient({ transport: custom({ request: ({ method, params }) => (method === 'eth_chainId' ? Promise.resolve(`0x${chain.id.toString(16)}`) : read(method, params)) }) })

/** Sends one user operation of `calls` and waits for it; its logs, or why it failed. */
async function sendAndWait(deps: PermissionDeps, calls: { to: Address; data: Hex }[], what: string) {
  const { bundlerClient } = await smartAccountOf(await deps.keys(), deps.chain, deps.read, deps.bundler, deps.smart)
  let hash: Hex
  try {
    hash = await bundlerClient.sendUserOperation({ calls })
  } catch (error) {
    throw new SignerError(-32603, `${what}: user operation not sent: ${rootMessage(error)}`)
  }
  const receipt = await waitForReceipt(deps.bundler, hash, deps.chain)
  if (!receipt.success) throw new SignerError(-32603, `${what}: the user operation ${hash} reverted${receipt.reason ? `: ${receipt.reason}` : ''}`)
  return receipt.receipt.logs
}

export async function grantPermission(deps: PermissionDeps, params: unknown) {
  const now = Math.floor(Date.now() / 1000)
  const request = readPermissionRequest(params, now)
  if (request.chainId !== deps.chain.id) throw new SignerError(4901, `wallet_grantPermissions: chain ${request.chainId} is not the current chain (${deps.chain.id})`)
  if (request.address && request.address.toLowerCase() !== deps.smart.toLowerCase()) throw new SignerError(4100, 'wallet_grantPermissions: the address is not this wallet\'s account')
  const reader = readerOf(deps.chain, deps.read)
  let token: { symbol: string; decimals: number }
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(reader, { address: request.token, abi: erc20Abi, functionName: 'symbol' }),
      readContract(reader, { address: request.token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    token = { symbol, decimals }
  } catch {
    throw new SignerError(-32602, `permission data.address ${request.token} is not an ERC-20 token on ${deps.chain.name}`)
  }
  if (!(await deps.card.ask(describePermission(request, { app: deps.app, networkName: deps.chain.name, token, now })))) throw new SignerError(4001, USER_REJECTED)

  const manager = SANDBOX_PERMISSIONS_ADDRESS
  const approved = await readContract(reader, { address: request.token, abi: erc20Abi, functionName: 'allowance', args: [deps.smart, manager] })
  const logs = await sendAndWait(
    deps,
    [
      // the contract may pull this permission's allowance on top of any other permission's
      { to: request.token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [manager, approved + request.allowance] }) },
      { to: manager, data: encodeFunctionData({ abi: permissionsAbi, functionName: 'grant', args: [request.sessionKey, request.token, request.recipient, request.allowance, request.expiry] }) },
    ],
    'Permission not granted',
  )
  const [granted] = parseEventLogs({ abi: permissionsAbi, logs: logs as never, eventName: 'PermissionGranted' }).filter((log) => log.args.account.toLowerCase() === deps.smart.toLowerCase())
  if (!granted) throw new SignerError(-32603, 'Permission not granted: the user operation recorded no permission')
  const context = encodePermissionContext(manager, granted.args.id)
  await deps.record({ kind: 'grant', expiry: request.expiry, permissions: request.raw.permissions, policies: request.raw.policies, context }).catch((error: unknown) => deps.log('the sessions API did not record the permission', error))
  return {
    chainId: `0x${deps.chain.id.toString(16)}`,
    address: deps.smart,
    expiry: request.expiry,
    signer: request.raw.signer,
    permissions: request.raw.permissions,
    policies: request.raw.policies,
    context,
    // where the app's session key uses the permission: transfer(id, token, to, amount) on this contract
    signerMeta: { permissionsContract: manager },
  }
}

export async function revokePermission(deps: PermissionDeps, params: unknown) {
  const [first] = Array.isArray(params) ? params : [params]
  const context = (first as { permissionContext?: unknown } | undefined)?.permissionContext
  const { manager, id } = decodePermissionContext(context)
  if (manager.toLowerCase() !== SANDBOX_PERMISSIONS_ADDRESS.toLowerCase()) throw new SignerError(-32602, 'permissionContext is not a context this wallet granted')
  const reader = readerOf(deps.chain, deps.read)
  const [account, , token, , , , , revoked] = await readContract(reader, { address: manager, abi: permissionsAbi, functionName: 'permissions', args: [id] })
  if (account.toLowerCase() !== deps.smart.toLowerCase()) throw new SignerError(4100, 'wallet_revokePermissions: this permission is not this account\'s')
  if (!revoked) {
    const [left, approved] = await Promise.all([
      readContract(reader, { address: manager, abi: permissionsAbi, functionName: 'remaining', args: [id] }),
      readContract(reader, { address: token, abi: erc20Abi, functionName: 'allowance', args: [deps.smart, manager] }),
    ])
    await sendAndWait(
      deps,
      [
        { to: manager, data: encodeFunctionData({ abi: permissionsAbi, functionName: 'revoke', args: [id] }) },
        // what this permission could still have pulled is no longer approved
        { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [manager, approved > left ? approved - left : 0n] }) },
      ],
      'Permission not revoked',
    )
  }
  await deps.record({ kind: 'revoke', context: context as Hex }).catch((error: unknown) => deps.log('the sessions API did not record the revoke', error))
  return {}
}
