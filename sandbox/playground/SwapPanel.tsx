// The playground's Swap controls: open the Swap view empty, or pre-filled through open()'s data
// (Swap is opened with swap arguments as data).
import { useAppKit, useAppKitAccount } from 'portico/react'

export function SwapPanel() {
  const { open } = useAppKit()
  const { status } = useAppKitAccount()
  return (
    <section aria-labelledby="swap-heading">
      <h2 id="swap-heading" style={{ fontSize: 18 }}>
        Swap
      </h2>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button type="button" disabled={status !== 'connected'} onClick={() => void open({ view: 'Swap' })}>
          Open Swap
        </button>
        <button type="button" disabled={status !== 'connected'} onClick={() => void open({ view: 'Swap', data: { fromToken: 'ETH', toToken: 'sUSDC', amount: '0.1' } })}>
          Open Swap: 0.1 ETH to sUSDC
        </button>
      </p>
    </section>
  )
}
