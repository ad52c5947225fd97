// The playground's Solana side, as a dApp writes it: the Solana account from
// useAppKitAccount({ namespace: 'solana' }), a message signed and a SOL transfer sent through
// useAppKitProvider('solana'), balances read from the sandbox cluster (LiteSVM) with @solana/web3.js.
import { useCallback, useEffect, useState } from 'react'
import { base58 } from '@scure/base'
import type { SolanaProvider } from 'portico/plugins/solana'
import { useAppKitAccount, useAppKitProvider } from 'portico/react'
import { SOLANA_ACCOUNT_1 } from '../../testing/solana-accounts.ts'
import { sandboxSolanaNetwork } from './sandbox-config.ts'

export const SOLANA_MESSAGE = 'Hello from Portico on Solana'
/** Where "Send 0.01 SOL" sends: the sandbox's second funded account. */
export const SOLANA_RECEIVER = SOLANA_ACCOUNT_1.address
const LAMPORTS = 10_000_000 // 0.01 SOL

const web3 = () => import('@solana/web3.js')
const cluster = async () => {
  const { Connection } = await web3()
  return new Connection(sandboxSolanaNetwork.rpcUrl, { commitment: 'confirmed', wsEndpoint: sandboxSolanaNetwork.wsUrl })
}
const sol = (lamports: number) => `${lamports / 1e9} SOL`

export function SolanaPanel() {
  const { address, status } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const [balance, setBalance] = useState<string>()
  const [signature, setSignature] = useState<string>()
  const [transfer, setTransfer] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const readBalance = useCallback(async () => {
    if (!address) return setBalance(undefined)
    const { PublicKey } = await web3()
    setBalance(sol(await (await cluster()).getBalance(new PublicKey(address))))
  }, [address])
  useEffect(() => void readBalance().catch((e: unknown) => setError(String(e))), [readBalance])

  async function run(task: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await task()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  const sign = () =>
    run(async () => {
      setSignature(undefined)
      setSignature(base58.encode(await walletProvider!.signMessage(SOLANA_MESSAGE)))
    })

  const send = () =>
    run(async () => {
      setTransfer(undefined)
      const { PublicKey, SystemProgram, Transaction } = await web3()
      const connection = await cluster()
      const from = new PublicKey(walletProvider!.address)
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
      const tx = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
        SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(SOLANA_RECEIVER), lamports: LAMPORTS }),
      )
      const sent = await walletProvider!.signAndSendTransaction(tx)
      await connection.confirmTransaction({ signature: sent, blockhash, lastValidBlockHeight }, 'confirmed')
      setTransfer(sent)
      await readBalance()
    })

  const connected = status === 'connected' && !!walletProvider
  return (
    <section aria-labelledby="solana-heading" style={{ marginTop: 24 }}>
      <h2 id="solana-heading" style={{ fontSize: 18 }}>
        Solana
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt id="solana-status-label">Solana status</dt>
        <dd aria-labelledby="solana-status-label" data-testid="solana-status">
          {status}
        </dd>
        <dt id="solana-address-label">Solana address</dt>
        <dd aria-labelledby="solana-address-label" data-testid="solana-address" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {address ?? ''}
        </dd>
        <dt id="solana-balance-label">SOL balance</dt>
        <dd aria-labelledby="solana-balance-label" data-testid="solana-balance">
          {balance ?? ''}
        </dd>
      </dl>
      <p style={{ display: 'flex', gap: 12 }}>
        <button type="button" data-testid="solana-sign" disabled={!connected || busy} onClick={() => void sign()}>
          Sign Solana message
        </button>
        <button type="button" data-testid="solana-send" disabled={!connected || busy} onClick={() => void send()}>
          Send 0.01 SOL
        </button>
      </p>
      <p>
        <span id="solana-signature-label">Solana signature (base58)</span>:{' '}
        <output aria-labelledby="solana-signature-label" data-testid="solana-signature" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {signature ?? ''}
        </output>
      </p>
      <p>
        <span id="solana-transfer-label">Transfer signature</span>:{' '}
        <output aria-labelledby="solana-transfer-label" data-testid="solana-transfer" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {transfer ?? ''}
        </output>
      </p>
      {error && (
        <p role="alert" data-testid="solana-error" style={{ color: '#b00020' }}>
          {error}
        </p>
      )}
    </section>
  )
}
