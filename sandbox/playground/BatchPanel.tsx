// The playground's EIP-5792 batch: 'Send batch' asks the connected wallet for wallet_sendCalls of two
// ETH transfers at once (an embedded smart account runs them as one user operation, approved once),
// then polls wallet_getCallsStatus and shows the id, the status code, whether it was atomic and the
// transaction. 'Send sponsored call' sends one call with the paymasterService capability (ERC-7677:
// the sandbox paymaster pays its gas): the account mints itself 1 sUSDC from the token's faucet.
// wallet_getCapabilities is shown for the account. Plain text with labels for the e2e tests.
import { useState } from 'react'
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from 'portico/react'
import { encodeFunctionData } from 'viem'
import { SANDBOX_TOKEN_MINT_ABI, sandboxTokens } from '../tokens/sandbox-tokens.ts'
import { sandboxPaymasterUrl } from './sandbox-config.ts'

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** The batch's two receivers and amounts (0.001 and 0.002 ETH). */
export const BATCH_CALLS = [
  { to: '0x000000000000000000000000000000000000Ba01', value: '0x38d7ea4c68000' },
  { to: '0x000000000000000000000000000000000000bA02', value: '0x71afd498d0000' },
] as const

const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!

/** The sponsored call: `account` mints itself 1 sUSDC, with no value, so an account holding no ETH can make it. */
export const sponsoredMint = (account: `0x${string}`) =>
  ({ to: sUSDC.address, value: '0x0', data: encodeFunctionData({ abi: SANDBOX_TOKEN_MINT_ABI, functionName: 'mint', args: [account, SPONSORED_MINT_AMOUNT] }) }) as const

/** 1 sUSDC (6 decimals). */
export const SPONSORED_MINT_AMOUNT = 1_000_000n

type CallsStatus = { status: number; atomic?: boolean; receipts?: { transactionHash: string }[] }

export function BatchPanel() {
  const { address, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [busy, setBusy] = useState(false)
  const [id, setId] = useState<string>()
  const [callsStatus, setCallsStatus] = useState<CallsStatus>()
  const [capabilities, setCapabilities] = useState<string>()
  const [error, setError] = useState<string>()

  async function sendBatch(calls: readonly { to: string; value: string; data?: string }[], capabilities?: Record<string, unknown>) {
    if (!walletProvider || !address) return
    setBusy(true)
    setError(undefined)
    setId(undefined)
    setCallsStatus(undefined)
    try {
      const hexChain = `0x${Number(chainId).toString(16)}`
      const sent = (await walletProvider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: address, chainId: hexChain, calls, ...(capabilities ? { capabilities } : {}) }] })) as { id: string }
      setId(sent.id)
      // EIP-5792: 100 pending, 200 confirmed, 4xx/5xx/6xx failed; polled for at most a minute
      const deadline = Date.now() + 60_000
      for (;;) {
        const current = (await walletProvider.request({ method: 'wallet_getCallsStatus', params: [sent.id] })) as CallsStatus
        setCallsStatus(current)
        if (current.status >= 200 || Date.now() > deadline) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  async function readCapabilities() {
    if (!walletProvider || !address) return
    try {
      setCapabilities(JSON.stringify(await walletProvider.request({ method: 'wallet_getCapabilities', params: [address] })))
    } catch (e) {
      setCapabilities(e instanceof Error ? e.message : String(e))
    }
  }

  return (
    <section aria-labelledby="batch-heading">
      <h2 id="batch-heading" style={{ fontSize: 18 }}>
        Batch (EIP-5792)
      </h2>
      <p style={{ display: 'flex', gap: 12 }}>
        <button type="button" disabled={status !== 'connected' || busy} onClick={() => void sendBatch(BATCH_CALLS)}>
          Send batch (2 transfers)
        </button>
        <button type="button" disabled={status !== 'connected' || busy} onClick={() => address && void sendBatch([sponsoredMint(address as `0x${string}`)], { paymasterService: { url: sandboxPaymasterUrl } })}>
          Send sponsored call
        </button>
        <button type="button" disabled={status !== 'connected'} onClick={() => void readCapabilities()}>
          Read capabilities
        </button>
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt id="batch-id-label">Batch id</dt>
        <dd aria-labelledby="batch-id-label" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {id ?? ''}
        </dd>
        <dt id="batch-status-label">Batch status</dt>
        <dd aria-labelledby="batch-status-label">{callsStatus ? `${callsStatus.status}${callsStatus.atomic ? ' atomic' : ''}` : ''}</dd>
        <dt id="batch-tx-label">Batch transactions</dt>
        <dd aria-labelledby="batch-tx-label" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {callsStatus?.receipts?.map((r) => r.transactionHash).join(' ') ?? ''}
        </dd>
        <dt id="capabilities-label">Capabilities</dt>
        <dd aria-labelledby="capabilities-label" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {capabilities ?? ''}
        </dd>
      </dl>
      {error && <p role="alert" aria-label="Batch error">{error}</p>}
    </section>
  )
}
