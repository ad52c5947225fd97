// The playground's Connect-view controls: each changes one option in the page's URL and reloads,
// since createAppKit reads them once (see connect-options.ts; the prefetch checkbox: main.tsx).
import { ALL_WALLETS_MODES, LEGAL_MODES, METHOD_ORDERS, connectChoices, searchWith } from './connect-options.ts'

const LEGAL_LABELS: Record<(typeof LEGAL_MODES)[number], string> = { none: 'None', footer: 'Terms at the foot', checkbox: 'Legal checkbox' }

export function ConnectOptionsPanel() {
  const choices = connectChoices(location.search)
  const apply = (key: Parameters<typeof searchWith>[1], value: string | boolean) => location.assign(`${location.pathname}${searchWith(location.search, key, value)}`)
  const row = { display: 'flex', alignItems: 'center', gap: 6 } as const
  // `?prefetch=off`: createAppKit's prefetch option (read once, so the page reloads)
  const prefetch = new URLSearchParams(location.search).get('prefetch') !== 'off'
  // `?linkMode`: metadata.redirect with linkMode (read once, so the page reloads)
  const linkMode = new URLSearchParams(location.search).has('linkMode')
  const setLinkMode = (on: boolean) => {
    const url = new URL(location.href)
    if (on) url.searchParams.set('linkMode', '')
    else url.searchParams.delete('linkMode')
    location.assign(url)
  }
  const setPrefetch = (on: boolean) => {
    const url = new URL(location.href)
    if (on) url.searchParams.delete('prefetch')
    else url.searchParams.set('prefetch', 'off')
    location.assign(url)
  }
  return (
    <section aria-labelledby="connect-options-heading">
      <h2 id="connect-options-heading" style={{ fontSize: 18 }}>
        Connect view options
      </h2>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <label style={row}>
          Legal terms
          <select value={choices.legal} onChange={(event) => apply('legal', event.target.value)}>
            {LEGAL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {LEGAL_LABELS[mode]}
              </option>
            ))}
          </select>
        </label>
        <label style={row}>
          <input type="checkbox" checked={choices.collapse} onChange={(event) => apply('collapse', event.target.checked)} />
          Collapse wallets
        </label>
        <label style={row}>
          All Wallets
          <select value={choices.allWallets} onChange={(event) => apply('allWallets', event.target.value)}>
            {ALL_WALLETS_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
        <label style={row}>
          Connect methods order
          <select value={choices.methods} onChange={(event) => apply('methods', event.target.value)}>
            {[...new Set([...METHOD_ORDERS, choices.methods])].map((order) => (
              <option key={order} value={order}>
                {order.split(',').join(', ')}
              </option>
            ))}
          </select>
        </label>
        <label style={row}>
          <input type="checkbox" checked={prefetch} onChange={(event) => setPrefetch(event.target.checked)} />
          Prefetch the modal once the page is interactive
        </label>
        <label style={row}>
          <input type="checkbox" checked={linkMode} aria-describedby="link-mode-note" onChange={(event) => setLinkMode(event.target.checked)} />
          WalletConnect link mode (phones)
        </label>
        {/* the first connection takes link mode only with one-click sign-in (the sign-in switch) */}
        <small id="link-mode-note">Requests to a wallet that takes link mode go in its link; with Sign-in required, the first connection too.</small>
      </p>
    </section>
  )
}
