// The playground's wallets panel (features.multiWallet, on with `?multiWallet`): every wallet
// connected in the EVM namespace as useAppKitConnections lists it, the active one as
// useAppKitConnection reports it, with Switch and Disconnect per wallet, and a checkbox that
// reloads the page with or without multi-wallet.
import { useState } from 'react'
import { useAppKitConnection, useAppKitConnections } from 'portico/react'

export function ConnectionsPanel({ multiWallet }: { multiWallet: boolean }) {
  const { connections } = useAppKitConnections('eip155')
  const [error, setError] = useState<string>()
  const { connection, isPending, switchConnection, deleteConnection } = useAppKitConnection({ namespace: 'eip155', onError: (e) => setError(e.message), onSuccess: () => setError(undefined) })

  function toggle(on: boolean) {
    const url = new URL(location.href)
    if (on) url.searchParams.set('multiWallet', '')
    else url.searchParams.delete('multiWallet')
    location.assign(url)
  }

  return (
    <section aria-labelledby="connections-heading">
      <h2 id="connections-heading" style={{ fontSize: 18 }}>
        Connected wallets
      </h2>
      <label>
        <input type="checkbox" checked={multiWallet} onChange={(e) => toggle(e.target.checked)} /> Multi-wallet (reloads the page)
      </label>
      <p>
        <span id="active-connection-label">Active wallet</span>:{' '}
        <output aria-labelledby="active-connection-label" data-testid="active-connection">
          {connection ? `${connection.name ?? connection.connectorId} ${connection.accounts[0]?.address ?? ''}` : ''}
        </output>
      </p>
      <ul aria-label="Wallets connected (EVM)" data-testid="connections">
        {connections.map((c) => {
          const name = c.name ?? c.connectorId
          const address = c.accounts[0]?.address ?? ''
          return (
            <li key={c.connectorId}>
              {name} {address}{' '}
              <button type="button" disabled={isPending || c.connectorId === connection?.connectorId} onClick={() => void switchConnection({ connection: c })}>
                Switch to {name}
              </button>{' '}
              <button type="button" onClick={() => deleteConnection({ address, connectorId: c.connectorId })}>
                Disconnect {name}
              </button>
            </li>
          )
        })}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
