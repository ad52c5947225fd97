// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import { createFakeAdapter } from '../../kernel/test-support/fake-adapter.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { flush, loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useAppKitConnection, useAppKitConnections } from './use-app-kit-connections.ts'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

const INJECTED = '0x1111111111111111111111111111111111111111'
const WC = '0x3333333333333333333333333333333333333333'

async function twoConnected() {
  const injected = createFakeAdapter({ chainId: 1 })
  const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: [WC], chainId: 1 })
  const t = await loadedAppKit({
    features: { multiWallet: true },
    plugins: [
      { id: 'injected', adapters: () => [injected.adapter] },
      { id: 'wc', adapters: () => [wc.adapter] },
    ],
  })
  appKit = t.appKit
  const connection = t.kernel.get(TOKENS.connection)
  await act(async () => {
    await connection.connect('fake')
    await connection.connect('walletConnect')
    await flush()
  })
  return { ...t, connection }
}

function Wallets({ seen }: { seen: unknown[] }) {
  const { connections, recentConnections } = useAppKitConnections()
  const { connection, switchConnection, deleteConnection } = useAppKitConnection({ namespace: 'eip155', onSuccess: (r) => seen.push(r), onError: (e) => seen.push(e.message) })
  const { address } = useAppKitAccount()
  return (
    <div>
      <p data-testid="address">{address}</p>
      <p data-testid="active">{connection?.connectorId}</p>
      <p data-testid="recent">{recentConnections.length}</p>
      <ul>
        {connections.map((c) => (
          <li key={c.connectorId}>
            <button type="button" onClick={() => void switchConnection({ connection: c })}>
              {`switch ${c.connectorId} ${c.accounts[0]?.address} ${c.caipNetwork?.name}`}
            </button>
            <button type="button" onClick={() => deleteConnection({ connectorId: c.connectorId, address: c.accounts[0]!.address })}>
              {`delete ${c.connectorId}`}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void switchConnection({ connection: { connectorId: 'nope' } })}>
        switch nope
      </button>
    </div>
  )
}

describe('useAppKitConnections / useAppKitConnection', () => {
  it('list the wallets connected in the namespace, switch the active one (the account follows), and remove one', async () => {
    const { connection } = await twoConnected()
    const seen: unknown[] = []
    await act(async () => {
      renderWith(appKit!, <Wallets seen={seen} />)
      await flush()
    })
    expect(screen.getByRole('button', { name: `switch fake ${INJECTED} Ethereum` })).toBeTruthy()
    expect(screen.getByRole('button', { name: `switch walletConnect ${WC} Ethereum` })).toBeTruthy()
    expect(screen.getByTestId('active').textContent).toBe('walletConnect')
    expect(screen.getByTestId('address').textContent).toBe(WC)
    expect(screen.getByTestId('recent').textContent).toBe('0')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `switch fake ${INJECTED} Ethereum` }))
      await flush()
    })
    expect(screen.getByTestId('active').textContent).toBe('fake')
    expect(screen.getByTestId('address').textContent).toBe(INJECTED)
    expect(seen).toEqual([{ address: INJECTED, namespace: 'eip155', hasSwitchedAccount: false, hasSwitchedWallet: true, hasDeletedWallet: false }])

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'switch nope' }))
      await flush()
    })
    expect(seen[1]).toBe('Connection not found')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'delete fake' }))
      await flush()
      await flush()
    })
    expect(seen[2]).toEqual({ address: INJECTED, namespace: 'eip155', hasSwitchedAccount: false, hasSwitchedWallet: false, hasDeletedWallet: true })
    expect(screen.getByTestId('active').textContent).toBe('walletConnect')
    expect(screen.queryByRole('button', { name: 'delete fake' })).toBeNull()
    expect(connection.account('eip155').address).toBe(WC)
    // the wallet removed is a recent one now (connected before on this device)
    expect(screen.getByTestId('recent').textContent).toBe('1')
  })
})
