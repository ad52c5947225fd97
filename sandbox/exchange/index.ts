// The sandbox exchange, on its own origin: the page the Pay flow opens in a popup (the withdrawal a
// Pay session asks for, Confirm or Cancel), the customer's account (always logged in, with ledger
// balances), and the sending of a confirmed withdrawal on the sandbox chains from the exchange's own
// hot wallet. Its JSON is what the API server's Pay routes (reown_getExchangePayUrl,
// reown_getExchangeBuyStatus) call. Plain node:http, forms posted without script.
//
// GET  /                            the account: balances and withdrawals
// GET  /logo.svg                    its logo (the Pay API's imageUrl)
// GET  /pay/:id                     the withdrawal to confirm, or its status (reloads itself while pending)
// POST /pay/:id/decision            decision=confirm|cancel: 303 to /pay/:id (422 and the page again when the balance is short)
// POST /api/sessions                JSON { asset (CAIP-19), amount (whole units), recipient (CAIP-10) } → 201 { sessionId, url }; 400 { error, field }
// GET  /api/sessions/:id            JSON Withdrawal (404 when none)
// GET  /api/assets                  JSON { assets: ExchangeAsset[] }
// GET  /api/account                 JSON { customer, balances }
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PortInUseError } from '../../testing/port.ts'
import { BodyTooLargeError, html, jsonReply, readSmallBody, seeOther } from '../server/http-pages.ts'
import { exchangeAssets, ExchangeInputError, findExchangeAsset, parseAmount, parseRecipient } from './assets.ts'
import { EXCHANGE_CUSTOMER, EXCHANGE_CUSTOMER_BALANCES, EXCHANGE_HOT_WALLET, EXCHANGE_NAME } from './exchange-account.ts'
import { HotWallet } from './hot-wallet.ts'
import { accountPage, notFoundPage, withdrawalPage, withdrawalStatusPage } from './pages.ts'
import { WithdrawalStore, type Withdrawal } from './withdrawals.ts'

export type { Withdrawal, WithdrawalStatus } from './withdrawals.ts'
export { EXCHANGE_ID, EXCHANGE_NAME } from './exchange-account.ts'

/** How long a confirmed withdrawal stays pending before the hot wallet sends it (so the app shows it in progress). */
export const WITHDRAWAL_DELAY_MS = 1000

export type StartExchangeOptions = {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The anvil chains it withdraws on (the sandbox tokens deployed there). */
  chains: { id: number; rpcUrl: string; name?: string }[]
  /** Default WITHDRAWAL_DELAY_MS. */
  withdrawalDelayMs?: number
}

export type SandboxExchange = {
  /** Its origin, e.g. http://127.0.0.1:5178. */
  url: string
  withdrawals: WithdrawalStore
  stop(): Promise<void>
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${EXCHANGE_NAME}"><rect width="64" height="64" rx="14" fill="#0b6e4f"/><path d="M18 24h28l-7-7M46 40H18l7 7" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`

export async function startSandboxExchange(options: StartExchangeOptions): Promise<SandboxExchange> {
  const rpcUrls = new Map(options.chains.map((chain) => [chain.id, chain.rpcUrl]))
  const chainNames = new Map(options.chains.map((chain) => [chain.id, chain.name ?? `Chain ${chain.id}`]))
  const assets = exchangeAssets(rpcUrls)
  const hotWallet = new HotWallet(rpcUrls)
  await hotWallet.fund()
  const decimalsOf = (symbol: string) => assets.find((a) => a.symbol === symbol)?.decimals ?? 18
  const withdrawals = new WithdrawalStore(EXCHANGE_CUSTOMER_BALANCES, decimalsOf)
  const delayMs = options.withdrawalDelayMs ?? WITHDRAWAL_DELAY_MS
  const timers = new Set<NodeJS.Timeout>()
  const inFlight = new Set<Promise<unknown>>()

  /** Confirmed: the ledger debited, pending, then the hot wallet sends after the delay (the ledger given back when it fails). */
  function confirm(w: Withdrawal): string | undefined {
    const asset = findExchangeAsset(assets, w.asset)
    const { baseUnits } = parseAmount(asset, w.amount)
    if (!withdrawals.debit(asset.symbol, baseUnits)) return `Your ${asset.symbol} balance is too low for this withdrawal.`
    withdrawals.update(w.id, { status: 'pending' })
    const timer = setTimeout(() => {
      timers.delete(timer)
      const sending = hotWallet
        .send(asset, w.address as `0x${string}`, baseUnits)
        .then(
          (txHash) => withdrawals.update(w.id, { status: 'success', txHash }),
          (error: unknown) => {
            withdrawals.credit(asset.symbol, baseUnits)
            withdrawals.update(w.id, { status: 'failed', failureReason: `The exchange could not send the withdrawal: ${error instanceof Error ? error.message : String(error)}` })
          },
        )
        .finally(() => inFlight.delete(sending))
      inFlight.add(sending)
    }, delayMs)
    timers.add(timer)
    return undefined
  }

  async function route(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    const path = url.pathname
    const payMatch = /^\/pay\/([^/]+)(\/decision)?$/.exec(path)
    const sessionMatch = /^\/api\/sessions\/([^/]+)$/.exec(path)
    const balances = () => withdrawals.balancesByAsset()

    if (method === 'GET' && path === '/') return html(response, 200, accountPage(balances(), withdrawals.list()))
    if (method === 'GET' && path === '/logo.svg') return void response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600', 'access-control-allow-origin': '*' }).end(LOGO)
    if (payMatch) {
      const w = withdrawals.get(decodeURIComponent(payMatch[1]))
      if (!w) return html(response, 404, notFoundPage(balances()))
      if (method === 'GET' && !payMatch[2]) return html(response, 200, w.status === 'awaiting_confirmation' ? withdrawalPage(w, balances()) : withdrawalStatusPage(w, balances()))
      if (method === 'POST' && payMatch[2]) {
        const decision = new URLSearchParams(await readSmallBody(request)).get('decision')
        if (w.status === 'awaiting_confirmation') {
          if (decision === 'confirm') {
            const refused = confirm(w)
            if (refused) return html(response, 422, withdrawalPage(w, balances(), refused))
          } else if (decision === 'cancel') withdrawals.update(w.id, { status: 'cancelled', failureReason: 'You cancelled the withdrawal.' })
          else return html(response, 400, withdrawalPage(w, balances(), 'Choose Confirm withdrawal or Cancel.'))
        }
        return seeOther(response, `/pay/${encodeURIComponent(w.id)}`)
      }
    }
    if (method === 'POST' && path === '/api/sessions') {
      let input: Record<string, unknown>
      try {
        const parsed: unknown = JSON.parse(await readSmallBody(request))
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
        input = parsed as Record<string, unknown>
      } catch {
        return jsonReply(response, 400, { error: 'The body must be JSON: { asset, amount, recipient }', field: 'body' })
      }
      try {
        const asset = findExchangeAsset(assets, String(input.asset ?? ''))
        const { text } = parseAmount(asset, input.amount)
        const address = parseRecipient(asset, String(input.recipient ?? ''))
        const w = withdrawals.create({ asset, networkName: chainNames.get(asset.chainId)!, amount: text, address, sentFrom: EXCHANGE_HOT_WALLET.address })
        return jsonReply(response, 201, { sessionId: w.id, url: `${origin}/pay/${encodeURIComponent(w.id)}` })
      } catch (error) {
        if (error instanceof ExchangeInputError) return jsonReply(response, 400, { error: error.message, field: error.field })
        throw error
      }
    }
    if (method === 'GET' && sessionMatch) {
      const w = withdrawals.get(decodeURIComponent(sessionMatch[1]))
      return w ? jsonReply(response, 200, w) : jsonReply(response, 404, { error: `No withdrawal ${sessionMatch[1]}`, field: 'sessionId' })
    }
    if (method === 'GET' && path === '/api/assets') return jsonReply(response, 200, { assets })
    if (method === 'GET' && path === '/api/account') return jsonReply(response, 200, { customer: EXCHANGE_CUSTOMER, balances: balances() })
    if (method !== 'GET' && method !== 'POST') return jsonReply(response, 405, { error: `Method ${method} not allowed` })
    return html(response, 404, notFoundPage(balances()))
  }

  let origin = ''
  const server = createServer((request, response) => {
    route(request, response, origin).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError && !response.headersSent) return jsonReply(response, 413, { error: error.message })
      console.error('sandbox exchange:', error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal server error')
    })
  })
  const port = options.port ?? 0
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'the sandbox exchange') : error))
    server.listen(port, '127.0.0.1', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    withdrawals,
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
