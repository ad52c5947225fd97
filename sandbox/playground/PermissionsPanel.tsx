// The playground's ERC-7715 permissions: 'Grant permission' asks the connected wallet (the embedded
// smart account) to let a new session key of this app send up to 10 sUSDC to the playground's
// merchant for 10 minutes; 'Send 3 sUSDC with the session key' is the app using it, with no prompt:
// the session key itself calls the wallet's permission contract, which checks the limit on chain;
// 'Revoke permission' ends it ('Read permissions' reads the active ones again, e.g. after a revoke in
// the Account view's Permissions). The sandbox gives the session key gas money (anvil_setBalance): an
// app's own key pays for its calls. Plain text with labels for the e2e tests.
import { useState } from 'react'
import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, decodeAbiParameters, defineChain, formatUnits, http, parseAbi, parseUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { useAppKitAccount, useAppKitNetwork, useAppKitPermissions } from 'portico/react'
import { sandboxTokens, SESSION_PERMISSIONS_ABI } from '../chains.ts'
import { PLAYGROUND_MERCHANT } from './merchant.ts'
import { sandboxNetworks } from './sandbox-config.ts'

const abi = parseAbi(SESSION_PERMISSIONS_ABI)
const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!
/** What one 'Send' moves and what the permission allows in all. */
export const SESSION_TRANSFER = '3'
export const PERMISSION_ALLOWANCE = '10'

/** The permission contract's refusal in words the app can show. */
function refusal(error: unknown): string {
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : undefined
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) return error instanceof Error ? error.message : String(error)
  const { errorName, args = [] } = reverted.data
  switch (errorName) {
    case 'OverAllowance':
      return `Refused on chain: over the permission's limit (${formatUnits(args[1] as bigint, sUSDC.decimals)} sUSDC left, ${formatUnits(args[2] as bigint, sUSDC.decimals)} asked)`
    case 'PermissionIsRevoked':
      return 'Refused on chain: the permission was revoked'
    case 'PermissionExpired':
      return 'Refused on chain: the permission expired'
    case 'TokenNotAllowed':
    case 'RecipientNotAllowed':
      return `Refused on chain: the permission does not cover this (${errorName})`
    default:
      return `Refused on chain: ${errorName}`
  }
}

export function PermissionsPanel() {
  const { address, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { grantPermissions, revokePermissions, isActive, refresh } = useAppKitPermissions()
  const [sessionKey, setSessionKey] = useState<PrivateKeyAccount>()
  const [context, setContext] = useState<Hex>()
  const [sent, setSent] = useState<Hex[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const network = sandboxNetworks.find((n) => n.id === Number(chainId)) ?? sandboxNetworks[0]!
  const chain = defineChain({ id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: { default: { http: [network.rpcUrl] } } })
  const reader = createPublicClient({ chain, transport: http(network.rpcUrl) })

  async function run(step: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await step()
    } catch (e) {
      setError(refusal(e))
    } finally {
      setBusy(false)
    }
  }

  const grant = () =>
    run(async () => {
      const key = privateKeyToAccount(generatePrivateKey())
      // the sandbox gives the app's session key gas money for its calls
      await reader.request({ method: 'anvil_setBalance' as never, params: [key.address, '0xde0b6b3a7640000'] as never })
      const answer = await grantPermissions({
        chainId: `0x${network.id.toString(16)}`,
        address: address as Hex,
        expiry: Math.floor(Date.now() / 1000) + 600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
        permissions: [{ type: 'erc20-token-transfer', data: { address: sUSDC.address, allowance: `0x${parseUnits(PERMISSION_ALLOWANCE, sUSDC.decimals).toString(16)}`, to: PLAYGROUND_MERCHANT } }],
        policies: [],
      })
      setSessionKey(key)
      setContext(answer.context)
      setSent([])
    })

  const use = () =>
    run(async () => {
      if (!sessionKey || !context) return
      const [manager, id] = decodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], context)
      const args = [id, sUSDC.address, PLAYGROUND_MERCHANT, parseUnits(SESSION_TRANSFER, sUSDC.decimals)] as const
      const app = createWalletClient({ account: sessionKey, chain, transport: http(network.rpcUrl) })
      // a fixed gas limit: the call is mined even when the permission refuses it, so the refusal is the chain's
      const hash = await app.writeContract({ address: manager, abi, functionName: 'transfer', args, gas: 200_000n })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status === 'success') return setSent((list) => [...list, hash])
      // the reason: the same call run again on the state it failed on
      const reason = await reader.simulateContract({ account: sessionKey, address: manager, abi, functionName: 'transfer', args, blockNumber: receipt.blockNumber }).then(
        () => 'Refused on chain',
        (e: unknown) => refusal(e),
      )
      throw new Error(`${reason} (transaction ${hash})`)
    })

  const revoke = () =>
    run(async () => {
      if (context) await revokePermissions({ permissionContext: context })
    })

  return (
    <section aria-labelledby="permissions-heading">
      <h2 id="permissions-heading" style={{ fontSize: 18 }}>
        Permissions (ERC-7715)
      </h2>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button type="button" disabled={status !== 'connected' || busy} onClick={() => void grant()}>
          Grant permission ({PERMISSION_ALLOWANCE} sUSDC, 10 minutes)
        </button>
        <button type="button" disabled={!context || busy} onClick={() => void use()}>
          Send {SESSION_TRANSFER} sUSDC with the session key
        </button>
        <button type="button" disabled={!context || busy} onClick={() => void revoke()}>
          Revoke permission
        </button>
        <button type="button" disabled={status !== 'connected' || busy} onClick={() => void run(refresh)}>
          Read permissions
        </button>
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt id="permission-context-label">Permission context</dt>
        <dd aria-labelledby="permission-context-label" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {context ?? ''}
        </dd>
        <dt id="permission-active-label">Permission active</dt>
        <dd aria-labelledby="permission-active-label">{context ? (isActive(context) ? 'yes' : 'no') : ''}</dd>
        <dt id="session-key-label">Session key</dt>
        <dd aria-labelledby="session-key-label" style={{ fontFamily: 'monospace' }}>
          {sessionKey?.address ?? ''}
        </dd>
        <dt id="session-transfers-label">Session transfers</dt>
        <dd aria-labelledby="session-transfers-label" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {sent.length ? `${sent.length}: ${sent.join(' ')}` : ''}
        </dd>
      </dl>
      {error && (
        <p role="alert" aria-label="Permission error">
          {error}
        </p>
      )}
    </section>
  )
}
