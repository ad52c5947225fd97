// The playground's RPC controls: each chain's two RPC URLs (loopback proxies in front of its node)
// made healthy, slow, hanging, refusing or dropping mid-session through the sandbox's control
// server, and the transport's health as a dApp reads it (useAppKitRpcHealth). The health readout
// mounts on demand: following it loads the modal's core, which the page otherwise loads on first use.
import { useCallback, useEffect, useState } from 'react'
import { useAppKitRpcHealth } from 'portico/react'
import { sandboxRpcFaults } from './sandbox-config.ts'

type RpcUrlState = { chain: string; label: string; url: string; mode: string; delayMs?: number }

const FAULTS = [
  { value: 'healthy', label: 'Healthy' },
  { value: 'slow', label: 'Slow (2 s)' },
  { value: 'hanging', label: 'Hanging (never answers)' },
  { value: 'refusing', label: 'Refusing connections' },
  { value: 'dropping', label: 'Dropping connections' },
] as const

export function RpcPanel() {
  const [urls, setUrls] = useState<RpcUrlState[]>()
  const [error, setError] = useState<string>()
  const [showHealth, setShowHealth] = useState(false)
  const adminUrl = sandboxRpcFaults?.adminUrl

  const load = useCallback(async () => {
    if (!adminUrl) return
    const answer = (await (await fetch(`${adminUrl}/rpc`)).json()) as { urls: RpcUrlState[] }
    setUrls(answer.urls)
  }, [adminUrl])
  useEffect(() => void load().catch((e: unknown) => setError(String(e))), [load])

  async function setFault(url: string, mode: string) {
    setError(undefined)
    try {
      const response = await fetch(`${adminUrl}/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url, mode }) })
      if (!response.ok) throw new Error(((await response.json()) as { error?: string }).error ?? `HTTP ${response.status}`)
      await load()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  if (!adminUrl) return null
  return (
    <section aria-labelledby="rpc-panel-title" style={{ margin: '24px 0' }}>
      <h2 id="rpc-panel-title" style={{ fontSize: 18 }}>
        RPC URLs
      </h2>
      {(urls ?? []).map((u) => (
        <p key={u.url} style={{ margin: '4px 0' }}>
          <label>
            {u.label} <code>{u.url}</code>{' '}
            <select aria-label={`${u.label} fault`} value={u.mode} onChange={(event) => void setFault(u.url, event.target.value)}>
              {FAULTS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        </p>
      ))}
      <p>
        <button type="button" aria-expanded={showHealth} onClick={() => setShowHealth(!showHealth)}>
          {showHealth ? 'Hide RPC health' : 'Show RPC health'}
        </button>
      </p>
      {showHealth && <RpcHealthTable />}
      {error && (
        <p role="alert" data-testid="rpc-panel-error" style={{ color: '#b00020' }}>
          {error}
        </p>
      )}
    </section>
  )
}

function RpcHealthTable() {
  const health = useAppKitRpcHealth()
  const chains = Object.values(health)
  if (chains.length === 0) return <p data-testid="rpc-health-empty">No chain called yet.</p>
  return (
    <table aria-label="RPC health" style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col">Network</th>
          <th scope="col">Rank</th>
          <th scope="col">URL</th>
          <th scope="col">Latency</th>
          <th scope="col">Answered</th>
          <th scope="col">Failures</th>
        </tr>
      </thead>
      <tbody>
        {chains.flatMap((chain) =>
          chain.urls.map((u) => (
            <tr key={`${chain.caipNetworkId} ${u.url}`} data-testid="rpc-health-row" data-network={chain.caipNetworkId} data-url={u.url} data-rank={u.rank}>
              <td>{chain.caipNetworkId}</td>
              <td>{u.rank}</td>
              <td>
                <code>{u.url}</code>
              </td>
              <td>{u.latencyMs === null ? '–' : `${Math.round(u.latencyMs)} ms`}</td>
              <td>{u.stability === null ? '–' : `${Math.round(u.stability * 100)} %`}</td>
              <td>{u.failures}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  )
}
