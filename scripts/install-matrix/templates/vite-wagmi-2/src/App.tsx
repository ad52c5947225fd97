// wagmi 2's hooks show the account the modal connected; only the button is Portico's.
import { AppKitButton } from 'portico/react'
import { useAccount, useChainId, useDisconnect } from 'wagmi'

export function App() {
  const { address, status } = useAccount()
  const chainId = useChainId()
  const { disconnect } = useDisconnect()
  return (
    <main>
      <h1>Portico + wagmi 2 + Vite</h1>
      <AppKitButton />
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
      <p>
        Chain: <output aria-label="Chain">{chainId}</output>
      </p>
      <button type="button" disabled={status !== 'connected'} onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  )
}
