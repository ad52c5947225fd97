// The provider's pages, plain HTML (no script): the order with its card form, the 3-D-Secure-like
// confirmation step, and a purchase's status. Every control has a label; errors are alerts and the
// status a live region.
import type { PricedOrder } from './price-table.ts'
import { formatCents, ONRAMP_FEE_BPS } from './price-table.ts'
import type { Purchase } from './purchases.ts'
import { TEST_CARDS } from './test-cards.ts'

export const PROVIDER_NAME = 'Sandbox On-ramp'
/** How often a pending purchase's page reloads itself, in seconds. */
export const STATUS_REFRESH_SECONDS = 1

export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fafafa}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
label{display:block;margin-top:.75rem;font-weight:600}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem;margin-right:.5rem}[role=alert]{color:#a00;font-weight:600}code{overflow-wrap:anywhere}`

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${PROVIDER_NAME}</title>${head}<style>${STYLE}</style></head>
<body>
<header><p>${PROVIDER_NAME} (a local test payment provider; no real money moves)</p></header>
<main>
${body}
</main>
</body>
</html>
`
}

export type OrderFields = { asset: string; network: string; address: string; amount: string; currency: string; partnerUserId: string }

function orderSummary(order: PricedOrder, address: string): string {
  return `<section aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<dl>
<dt>Crypto</dt><dd>${escapeHtml(order.asset.symbol)} (${escapeHtml(order.asset.name)})</dd>
<dt>Network</dt><dd>${escapeHtml(order.network.display_name)}</dd>
<dt>Destination address</dt><dd><code>${escapeHtml(address)}</code></dd>
<dt>You pay</dt><dd>${formatCents(order.totalCents)} ${order.currency}</dd>
<dt>Fee (${ONRAMP_FEE_BPS / 100} %)</dt><dd>${formatCents(order.feeCents)} ${order.currency}</dd>
<dt>Network fee</dt><dd>${formatCents(order.networkFeeCents)} ${order.currency}</dd>
<dt>You receive</dt><dd>${escapeHtml(order.cryptoAmount)} ${escapeHtml(order.asset.symbol)}</dd>
</dl>
</section>`
}

const testCardList = () => `<section aria-labelledby="cards-heading">
<h2 id="cards-heading">Test cards</h2>
<p>Any future expiry date (MM/YY) and any 3-digit CVC.</p>
<ul>
${TEST_CARDS.map((card) => `<li><code>${card.number}</code>: ${escapeHtml(card.description)}</li>`).join('\n')}
</ul>
</section>`

/** The page the on-ramp URL opens: the order, and the card form (with the error of a failed attempt). */
export function orderPage(order: PricedOrder, fields: OrderFields, error?: { field: string; message: string }, entered: { cardNumber?: string; expiry?: string } = {}): string {
  const hidden = (Object.entries(fields) as [keyof OrderFields, string][]).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('\n')
  const invalid = (field: string) => (error?.field === field ? ' aria-invalid="true" aria-describedby="form-error"' : '')
  return layout(
    'Buy crypto',
    `<h1>Buy ${escapeHtml(order.asset.symbol)}</h1>
${orderSummary(order, fields.address)}
<form method="post" action="/buy" aria-labelledby="pay-heading" novalidate>
<h2 id="pay-heading">Pay by card</h2>
${error ? `<p id="form-error" role="alert">${escapeHtml(error.message)}</p>` : ''}
${hidden}
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" autocomplete="cc-number" inputmode="numeric" required value="${escapeHtml(entered.cardNumber ?? '')}"${invalid('cardNumber')}>
<label for="card-expiry">Expiry date (MM/YY)</label>
<input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(entered.expiry ?? '')}"${invalid('expiry')}>
<label for="card-cvc">Security code (CVC)</label>
<input id="card-cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" required${invalid('cvc')}>
<button type="submit">Pay ${formatCents(order.totalCents)} ${order.currency}</button>
</form>
${testCardList()}`,
  )
}

/** An order that cannot be shown (a bad or missing part of the on-ramp URL). */
export function invalidOrderPage(message: string): string {
  return layout('Order not valid', `<h1>This order cannot be paid</h1>\n<p role="alert">${escapeHtml(message)}</p>\n<p>Go back to the app and start the purchase again.</p>`)
}

export function notFoundPage(): string {
  return layout('Not found', `<h1>Not found</h1>\n<p role="alert">There is no such purchase or page.</p>`)
}

/** The 3-D-Secure-like step: the card's bank asks the visitor to confirm. */
export function confirmPage(purchase: Purchase): string {
  return layout(
    'Confirm your payment',
    `<h1>Confirm your payment</h1>
<p>Your card's bank asks you to confirm this payment of ${escapeHtml(purchase.paymentTotal)} ${escapeHtml(purchase.currency)} to ${PROVIDER_NAME} for ${escapeHtml(purchase.cryptoAmount)} ${escapeHtml(purchase.symbol)}.</p>
<form method="post" action="/purchases/${encodeURIComponent(purchase.id)}/confirm" aria-label="Confirm the payment">
<button type="submit" name="decision" value="confirm">Confirm</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  )
}

/** A purchase's status: processing (reloads itself), complete, or failed. */
export function statusPage(purchase: Purchase): string {
  const what = `${escapeHtml(purchase.cryptoAmount)} ${escapeHtml(purchase.symbol)}`
  if (purchase.status === 'success')
    return layout(
      'Purchase complete',
      `<h1>Purchase complete</h1>
<p role="status">${what} sent to <code>${escapeHtml(purchase.address)}</code> on ${escapeHtml(purchase.networkName)}.</p>
<dl><dt>Paid</dt><dd>${escapeHtml(purchase.paymentTotal)} ${escapeHtml(purchase.currency)}</dd><dt>Transaction</dt><dd><code>${escapeHtml(purchase.txHash ?? '')}</code></dd></dl>
<p>You can close this window.</p>`,
    )
  if (purchase.status === 'failed')
    return layout(
      'Payment failed',
      `<h1>Payment failed</h1>
<p role="alert">${escapeHtml(purchase.failureReason ?? 'The payment failed.')}</p>
<p>Nothing was charged and no crypto was sent. You can close this window and try again.</p>`,
    )
  return layout(
    'Processing your purchase',
    `<h1>Processing your purchase</h1>
<p role="status">Payment accepted: sending ${what} to <code>${escapeHtml(purchase.address)}</code> on ${escapeHtml(purchase.networkName)}…</p>`,
    `<meta http-equiv="refresh" content="${STATUS_REFRESH_SECONDS}">`,
  )
}
