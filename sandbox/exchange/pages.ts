// The exchange's pages, plain HTML (no script): the customer's account (balances, withdrawals), the
// withdrawal a Pay session asks for (asset, amount, network, destination) with Confirm and Cancel,
// and its status (reloads itself while pending). Every control is a labelled button; errors are
// alerts and the status a live region.
import { EXCHANGE_CUSTOMER, EXCHANGE_NAME } from './exchange-account.ts'
import type { Withdrawal } from './withdrawals.ts'

/** How often a pending withdrawal's page reloads itself, in seconds. */
export const WITHDRAWAL_REFRESH_SECONDS = 1

export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#111;background:#f6f8fa}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{border-collapse:collapse}th,td{text-align:start;padding:.2rem .75rem .2rem 0}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem;margin-right:.5rem}[role=alert]{color:#a00;font-weight:600}code{overflow-wrap:anywhere}`

function balancesTable(balances: Record<string, string>): string {
  return `<section aria-labelledby="balances-heading">
<h2 id="balances-heading">Your balances</h2>
<table><thead><tr><th scope="col">Asset</th><th scope="col">Available</th></tr></thead><tbody>
${Object.entries(balances)
  .map(([symbol, amount]) => `<tr><td>${escapeHtml(symbol)}</td><td>${escapeHtml(amount)}</td></tr>`)
  .join('\n')}
</tbody></table>
</section>`
}

function layout(title: string, body: string, balances: Record<string, string>, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${EXCHANGE_NAME}</title>${head}<style>${STYLE}</style></head>
<body>
<header><p>${EXCHANGE_NAME} (a local test exchange; no real money moves). Signed in as <strong>${escapeHtml(EXCHANGE_CUSTOMER)}</strong>.</p></header>
<main>
${body}
${balancesTable(balances)}
</main>
</body>
</html>
`
}

function withdrawalSummary(w: Withdrawal): string {
  return `<dl>
<dt>Asset</dt><dd>${escapeHtml(w.symbol)}</dd>
<dt>Amount</dt><dd>${escapeHtml(w.amount)} ${escapeHtml(w.symbol)}</dd>
<dt>Network</dt><dd>${escapeHtml(w.networkName)} (${escapeHtml(w.network)})</dd>
<dt>Destination address</dt><dd><code>${escapeHtml(w.address)}</code></dd>
</dl>`
}

/** The customer's account: balances and the withdrawals made so far. */
export function accountPage(balances: Record<string, string>, withdrawals: readonly Withdrawal[]): string {
  const rows = withdrawals.map((w) => `<li>${escapeHtml(w.amount)} ${escapeHtml(w.symbol)} to <code>${escapeHtml(w.address)}</code> on ${escapeHtml(w.networkName)}: ${escapeHtml(w.status)}</li>`)
  return layout(
    'Your account',
    `<h1>${EXCHANGE_NAME}</h1>
<p>A Pay session opens <code>/pay/&lt;session id&gt;</code> here: the withdrawal it asks for, to Confirm or Cancel.</p>
<section aria-labelledby="withdrawals-heading"><h2 id="withdrawals-heading">Withdrawals</h2>${rows.length ? `<ul>${rows.join('\n')}</ul>` : '<p>None yet.</p>'}</section>`,
    balances,
  )
}

/** The withdrawal a Pay session asks for, with Confirm and Cancel (and the error of a refused confirm). */
export function withdrawalPage(w: Withdrawal, balances: Record<string, string>, error?: string): string {
  return layout(
    'Confirm withdrawal',
    `<h1>Withdraw ${escapeHtml(w.amount)} ${escapeHtml(w.symbol)}</h1>
<p>An app asks you to pay from your ${EXCHANGE_NAME} account: this withdrawal sends it.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
${withdrawalSummary(w)}
<form method="post" action="/pay/${encodeURIComponent(w.id)}/decision" aria-label="Confirm or cancel the withdrawal">
<button type="submit" name="decision" value="confirm">Confirm withdrawal</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
    balances,
  )
}

/** A decided withdrawal: sending (reloads itself), sent, failed or cancelled. */
export function withdrawalStatusPage(w: Withdrawal, balances: Record<string, string>): string {
  if (w.status === 'success')
    return layout(
      'Withdrawal sent',
      `<h1>Withdrawal sent</h1>
<p role="status">${escapeHtml(w.amount)} ${escapeHtml(w.symbol)} sent to <code>${escapeHtml(w.address)}</code> on ${escapeHtml(w.networkName)}.</p>
<dl><dt>Transaction</dt><dd><code>${escapeHtml(w.txHash ?? '')}</code></dd></dl>
<p>You can close this window and go back to the app.</p>`,
      balances,
    )
  if (w.status === 'cancelled' || w.status === 'failed')
    return layout(
      w.status === 'cancelled' ? 'Withdrawal cancelled' : 'Withdrawal failed',
      `<h1>${w.status === 'cancelled' ? 'Withdrawal cancelled' : 'Withdrawal failed'}</h1>
<p role="alert">${escapeHtml(w.failureReason ?? 'The withdrawal failed.')}</p>
<p>Nothing was sent. You can close this window.</p>`,
      balances,
    )
  return layout(
    'Sending your withdrawal',
    `<h1>Sending your withdrawal</h1>
<p role="status">Sending ${escapeHtml(w.amount)} ${escapeHtml(w.symbol)} to <code>${escapeHtml(w.address)}</code> on ${escapeHtml(w.networkName)}…</p>`,
    balances,
    `<meta http-equiv="refresh" content="${WITHDRAWAL_REFRESH_SECONDS}">`,
  )
}

export function notFoundPage(balances: Record<string, string>): string {
  return layout('Not found', `<h1>Not found</h1>\n<p role="alert">There is no such withdrawal or page.</p>`, balances)
}
