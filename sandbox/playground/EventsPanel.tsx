// The playground's AppKit events and balance: what an app's useAppKitEvents callback and
// appKit.subscribeEvents heard, in order (one line each, event name and properties), and
// useAppKitBalance().fetchBalance()'s answer. A line reads: name, the account it is about, properties.
import { useEffect, useState } from 'react'
import { useAppKitBalance, useAppKitEvents, type AppKit, type AppKitEvent, type FetchBalanceResult } from 'portico/react'

const line = ({ data }: AppKitEvent) => [data.event, data.address, data.properties && JSON.stringify(data.properties)].filter(Boolean).join(' ')

function EventLog({ id, label, events }: { id: string; label: string; events: string[] }) {
  return (
    <>
      <h3 id={`${id}-label`} style={{ fontSize: 15 }}>
        {label}
      </h3>
      <ol aria-labelledby={`${id}-label`} data-testid={id} style={{ fontFamily: 'monospace', fontSize: 12, maxHeight: 200, overflowY: 'auto', wordBreak: 'break-all' }}>
        {events.map((event, i) => (
          <li key={i}>{event}</li>
        ))}
      </ol>
    </>
  )
}

export function EventsPanel({ appKit }: { appKit?: AppKit }) {
  const [fromHook, setFromHook] = useState<string[]>([])
  const [fromInstance, setFromInstance] = useState<string[]>([])
  const [balance, setBalance] = useState<FetchBalanceResult>()
  const latest = useAppKitEvents((event) => setFromHook((all) => [...all, line(event)]))
  const { fetchBalance } = useAppKitBalance()
  useEffect(() => appKit?.subscribeEvents((event) => setFromInstance((all) => [...all, line(event)])), [appKit])

  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" style={{ fontSize: 18 }}>
        Events and balance
      </h2>
      <p>
        <span id="latest-event-label">Latest event</span>: <output aria-labelledby="latest-event-label" data-testid="latest-event">{latest.data.event}</output>
      </p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button
          type="button"
          onClick={() => {
            setFromHook([])
            setFromInstance([])
          }}
        >
          Clear events
        </button>
        <button type="button" onClick={() => void fetchBalance().then(setBalance)}>
          Fetch balance
        </button>
      </p>
      <p>
        <span id="fetched-balance-label">Fetched balance</span>:{' '}
        <output aria-labelledby="fetched-balance-label" data-testid="fetched-balance">
          {balance ? (balance.isSuccess ? `${balance.data!.balance} ${balance.data!.symbol}` : `error: ${balance.error}`) : ''}
        </output>
      </p>
      <EventLog id="events-hook" label="useAppKitEvents heard" events={fromHook} />
      <EventLog id="events-subscribe" label="subscribeEvents heard" events={fromInstance} />
    </section>
  )
}
