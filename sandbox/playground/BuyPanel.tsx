// The playground's Buy controls: open the on-ramp's Buy view empty, or pre-filled through open()'s
// data (the draft: asset id, fiat currency, amount). In a restricted time zone the view says why.
import { useAppKit, useAppKitAccount } from 'portico/react'

export function BuyPanel() {
  const { open } = useAppKit()
  const { status } = useAppKitAccount()
  return (
    <section aria-labelledby="buy-heading">
      <h2 id="buy-heading" style={{ fontSize: 18 }}>
        Buy
      </h2>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button type="button" disabled={status !== 'connected'} onClick={() => void open({ view: 'OnRamp' })}>
          Open Buy
        </button>
        <button type="button" disabled={status !== 'connected'} onClick={() => void open({ view: 'OnRamp', data: { asset: 'sandbox-susdc', currency: 'USD', amount: '50' } })}>
          Open Buy: 50 USD of sUSDC
        </button>
      </p>
    </section>
  )
}
