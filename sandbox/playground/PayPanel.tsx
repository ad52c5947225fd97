// The playground's Pay controls (pay() from portico/plugins/pay, features.pay on): pay the
// playground's merchant 5 sUSDC on Sandbox Ethereum, or 0.01 ETH on Sandbox Base (the wallet is
// switched there first), from the wallet or the sandbox exchange; the promise's outcome is shown.
import { useState } from 'react'
import { isPayError, pay, type PayRequest } from 'portico/plugins/pay'
import { sandboxTokens } from '../tokens/sandbox-tokens.ts'
import { PLAYGROUND_MERCHANT } from './merchant.ts'

const usdc = sandboxTokens.find((token) => token.symbol === 'sUSDC')!
const payments: { label: string; request: PayRequest }[] = [
  {
    label: 'Pay 5 sUSDC',
    request: { paymentAsset: { network: 'eip155:1337', asset: usdc.address, metadata: { name: usdc.name, symbol: usdc.symbol, decimals: usdc.decimals } }, recipient: PLAYGROUND_MERCHANT, amount: 5 },
  },
  {
    label: 'Pay 0.01 ETH on Sandbox Base',
    request: { paymentAsset: { network: 'eip155:8453', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient: PLAYGROUND_MERCHANT, amount: '0.01' },
  },
]

export function PayPanel() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>()
  async function run(request: PayRequest) {
    setOutcome(undefined)
    try {
      const result = await pay(request)
      setOutcome({ ok: true, text: `${result.source} ${result.transactionHash}` })
    } catch (error) {
      setOutcome({ ok: false, text: isPayError(error) ? `${error.code}: ${error.message}` : String(error) })
    }
  }
  return (
    <section aria-labelledby="pay-heading">
      <h2 id="pay-heading" style={{ fontSize: 18 }}>
        Pay
      </h2>
      <p>
        Pays the merchant <code>{PLAYGROUND_MERCHANT}</code> from your wallet or the sandbox exchange.
      </p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {payments.map(({ label, request }) => (
          <button key={label} type="button" onClick={() => void run(request)}>
            {label}
          </button>
        ))}
      </p>
      <p>
        <span id="pay-result-label">Payment result</span>:{' '}
        <output aria-labelledby="pay-result-label" data-testid="pay-result" role={outcome && !outcome.ok ? 'alert' : undefined} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {outcome?.text ?? ''}
        </output>
      </p>
    </section>
  )
}
