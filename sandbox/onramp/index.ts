// The sandbox on-ramp provider, on its own origin: the page the on-ramp URL opens (in a popup), its
// card form and 3-D-Secure-like step, and the crediting of what was bought on the sandbox chains
// from the provider's own accounts. Its JSON (`/api/purchases`) is what the API server's history
// reads (`onramp=coinbase`). Plain node:http, forms posted without script.
//
// GET  /                              about the provider, with the test cards
// GET  /buy?asset&network&address&amount&currency&partnerUserId
//                                     the order and the card form
// POST /buy                           the form (urlencoded): 303 to /purchases/:id, or the form again with the error (422)
// GET  /purchases/:id                 the confirmation step, or the status (reloads itself while pending)
// POST /purchases/:id/confirm         decision=confirm|cancel: 303 to /purchases/:id
// GET  /api/purchases?address&chain   JSON { purchases: Purchase[] }, newest first
// GET  /api/purchases/:id             JSON Purchase (404 when none)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PortInUseError } from '../../testing/port.ts'
import { html, jsonReply, readSmallBody, seeOther } from '../server/http-pages.ts'
import { Crediter, isDestination, type ProviderChains } from './credit.ts'
import { confirmPage, escapeHtml, invalidOrderPage, notFoundPage, orderPage, PROVIDER_NAME, statusPage, type OrderFields } from './pages.ts'
import { OnrampInputError, priceOrder, type PricedOrder } from './price-table.ts'
import { ONRAMP_PROVIDER_EVM, ONRAMP_PROVIDER_SOLANA } from './provider-accounts.ts'
import { PurchaseStore, type Purchase } from './purchases.ts'
import { checkCard, TEST_CARDS } from './test-cards.ts'

export type { Purchase, PurchaseStatus } from './purchases.ts'
export { TEST_CARDS } from './test-cards.ts'

/** How long a paid purchase stays pending before the crypto is sent (so the app can show it in progress). */
export const SETTLE_DELAY_MS = 1500

export type StartOnrampProviderOptions = {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The anvil chains (chain id and JSON-RPC URL) and the Solana sandbox it credits on. */
  chains: { id: number; rpcUrl: string }[]
  solana?: { rpcUrl: string; wsUrl: string }
  /** Default SETTLE_DELAY_MS. */
  settleDelayMs?: number
}

export type OnrampProvider = {
  /** The provider's origin, e.g. http://127.0.0.1:5177: the on-ramp URL's page is `${url}/buy?…`. */
  url: string
  purchases: PurchaseStore
  stop(): Promise<void>
}

const ORDER_FIELDS: (keyof OrderFields)[] = ['asset', 'network', 'address', 'amount', 'currency', 'partnerUserId']

/** The order's fields from a query or a form; the currency defaults to USD, partnerUserId to ''. */
function orderFields(params: URLSearchParams): OrderFields {
  const get = (name: keyof OrderFields) => (params.get(name) ?? '').trim()
  return { asset: get('asset'), network: get('network'), address: get('address'), amount: get('amount'), currency: get('currency') || 'USD', partnerUserId: get('partnerUserId') }
}

/** Prices the order and checks its destination; throws OnrampInputError naming the part. */
function checkOrder(fields: OrderFields): PricedOrder {
  for (const name of ['asset', 'network', 'address', 'amount'] as const) if (!fields[name]) throw new OnrampInputError(name, `The order has no ${name}: the on-ramp URL must carry ${ORDER_FIELDS.slice(0, 4).join(', ')}`)
  const order = priceOrder({ asset: fields.asset, network: fields.network, amount: fields.amount, currency: fields.currency })
  if (!isDestination(order.network, fields.address)) throw new OnrampInputError('address', `"${fields.address}" is not an address on ${order.network.display_name}`)
  return order
}

export async function startOnrampProvider(options: StartOnrampProviderOptions): Promise<OnrampProvider> {
  const chains: ProviderChains = { evm: new Map(options.chains.map((chain) => [chain.id, chain.rpcUrl])), solana: options.solana }
  const crediter = new Crediter(chains)
  await crediter.fund()
  const purchases = new PurchaseStore()
  const settleDelayMs = options.settleDelayMs ?? SETTLE_DELAY_MS
  const timers = new Set<NodeJS.Timeout>()
  const inFlight = new Set<Promise<unknown>>()
  const orders = new Map<string, PricedOrder>()

  /** Paid: pending now, the crypto sent after the settle delay, then success or failed. */
  const settle = (purchase: Purchase) => {
    purchases.update(purchase.id, { status: 'pending' })
    const order = orders.get(purchase.id)!
    const timer = setTimeout(() => {
      timers.delete(timer)
      const delivery = crediter
        .deliver({ asset: order.asset, network: order.network, to: purchase.address, baseUnits: order.cryptoBaseUnits })
        .then(
          (txHash) => purchases.update(purchase.id, { status: 'success', txHash }),
          (error: unknown) => purchases.update(purchase.id, { status: 'failed', failureReason: `The provider could not send the crypto: ${error instanceof Error ? error.message : String(error)}` }),
        )
        .finally(() => inFlight.delete(delivery))
      inFlight.add(delivery)
    }, settleDelayMs)
    timers.add(timer)
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    const path = url.pathname
    const purchaseMatch = /^\/purchases\/([^/]+)(\/confirm)?$/.exec(path)
    const apiMatch = /^\/api\/purchases(?:\/([^/]+))?$/.exec(path)

    if (method === 'GET' && path === '/') {
      return html(
        response,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PROVIDER_NAME}</title></head><body><main><h1>${PROVIDER_NAME}</h1><p>A local test payment provider: the on-ramp URL opens <code>/buy</code> with the order.</p><h2>Test cards</h2><ul>${TEST_CARDS.map((c) => `<li><code>${c.number}</code>: ${escapeHtml(c.description)}</li>`).join('')}</ul></main></body></html>`,
      )
    }
    if (method === 'GET' && path === '/buy') {
      const fields = orderFields(url.searchParams)
      try {
        return html(response, 200, orderPage(checkOrder(fields), fields))
      } catch (error) {
        if (error instanceof OnrampInputError) return html(response, 400, invalidOrderPage(error.message))
        throw error
      }
    }
    if (method === 'POST' && path === '/buy') {
      const form = new URLSearchParams(await readSmallBody(request))
      const fields = orderFields(form)
      let order: PricedOrder
      try {
        order = checkOrder(fields)
      } catch (error) {
        if (error instanceof OnrampInputError) return html(response, 400, invalidOrderPage(error.message))
        throw error
      }
      const card = checkCard({ cardNumber: form.get('cardNumber') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' })
      if (!card.ok) return html(response, 422, orderPage(order, fields, card, { cardNumber: form.get('cardNumber') ?? '', expiry: form.get('expiry') ?? '' }))
      const sentFrom = order.network.family === 'evm' ? ONRAMP_PROVIDER_EVM.address : ONRAMP_PROVIDER_SOLANA.address
      const base = { address: fields.address, partnerUserId: fields.partnerUserId, sentFrom }
      const purchase =
        card.card.outcome === 'declined'
          ? purchases.create(order, { ...base, status: 'failed', failureReason: 'Your card was declined.' })
          : purchases.create(order, { ...base, status: card.card.outcome === 'confirm' ? 'awaiting_confirmation' : 'pending' })
      orders.set(purchase.id, order)
      if (card.card.outcome === 'success') settle(purchase)
      return seeOther(response, `/purchases/${purchase.id}`)
    }
    if (purchaseMatch) {
      const purchase = purchases.get(decodeURIComponent(purchaseMatch[1]))
      if (!purchase) return html(response, 404, notFoundPage())
      if (method === 'GET' && !purchaseMatch[2]) return html(response, 200, purchase.status === 'awaiting_confirmation' ? confirmPage(purchase) : statusPage(purchase))
      if (method === 'POST' && purchaseMatch[2]) {
        const decision = new URLSearchParams(await readSmallBody(request)).get('decision')
        if (purchase.status === 'awaiting_confirmation') {
          if (decision === 'confirm') settle(purchase)
          else if (decision === 'cancel') purchases.update(purchase.id, { status: 'failed', failureReason: 'You did not confirm the payment.' })
          else return html(response, 400, invalidOrderPage('Choose Confirm or Cancel.'))
        }
        return seeOther(response, `/purchases/${purchase.id}`)
      }
    }
    if (apiMatch && method === 'GET') {
      if (apiMatch[1]) {
        const purchase = purchases.get(decodeURIComponent(apiMatch[1]))
        return purchase ? jsonReply(response, 200, purchase) : jsonReply(response, 404, { error: `No purchase ${apiMatch[1]}` })
      }
      return jsonReply(response, 200, { purchases: purchases.list({ address: url.searchParams.get('address') ?? undefined, chain: url.searchParams.get('chain') ?? undefined }) })
    }
    if (method !== 'GET' && method !== 'POST') return jsonReply(response, 405, { error: `Method ${method} not allowed` })
    return html(response, 404, notFoundPage())
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('sandbox on-ramp provider:', error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal server error')
    })
  })
  const port = options.port ?? 0
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'the sandbox on-ramp provider') : error))
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    purchases,
    async stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...inFlight])
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
