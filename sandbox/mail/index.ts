// The sandbox mail inbox: an SMTP server that only receives (loopback, no auth, no relay), and an
// HTTP side to read what arrived: an inbox page for a person and JSON for tests. The secure frame
// sends its one-time codes and device-approval links here (sandbox/frame/).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { createInbox, type Inbox } from './inbox.ts'
import { inboxPage, messagePage } from './pages.ts'

export type { InboxMessage } from './inbox.ts'

export type MailServer = {
  /** The inbox's HTTP origin, e.g. http://127.0.0.1:5176 (the page a person opens). */
  url: string
  /** Where to send mail (SMTP, no TLS, no auth). */
  smtp: { host: string; port: number }
  inbox: Inbox
  stop(): Promise<void>
}

export type StartMailServerOptions = {
  /** The inbox's HTTP port; 0 picks a free one. */
  port?: number
  /** The SMTP port; default 0 (a free one: only the sandbox's own senders need it). */
  smtpPort?: number
}

const MAX_MESSAGE_BYTES = 1_000_000

/** Starts the SMTP receiver and the inbox's HTTP server on 127.0.0.1. */
export async function startMailServer(options: StartMailServerOptions = {}): Promise<MailServer> {
  const inbox = createInbox()
  // POST /__admin/outage {down}: while down, SMTP connections are refused with 421 (fault tests)
  const outage = { down: false }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Portico sandbox inbox (receive only)',
    logger: false,
    onConnect(_session, callback) {
      if (!outage.down) return callback()
      callback(Object.assign(new Error('Mail service not available (sandbox outage)'), { responseCode: 421 }))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(new Error('Message too big'))
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : (parsed.from?.text ?? '')
          inbox.add(
            session.envelope.rcptTo.map((r) => r.address),
            from,
            parsed,
          )
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const http = createServer((request, response) => {
    try {
      route(inbox, outage, request, response)
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error))
    }
  })
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(options.port ?? 0, '127.0.0.1', resolve)
    })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return {
    url,
    smtp: { host: '127.0.0.1', port: smtpPort },
    inbox,
    stop: async () => {
      await Promise.all([
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(JSON.stringify(body))
const sendHtml = (response: ServerResponse, status: number, body: string) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body)

/**
 * GET /                        the inbox page (?to= filters by recipient)
 * GET /messages/:id            one message as a page
 * GET /api/messages?to=        JSON, newest first
 * GET /api/messages/latest?to= JSON, the newest message for that address (404 when none)
 * DELETE /api/messages         empties the inbox
 * POST /__admin/outage {down}  takes the SMTP side down (421 to every connection) or back up
 */
function route(inbox: Inbox, outage: { down: boolean }, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const to = url.searchParams.get('to') ?? undefined
  const method = request.method ?? 'GET'
  if (method === 'OPTIONS') {
    response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, DELETE' }).end()
  } else if (method === 'POST' && url.pathname === '/__admin/outage') {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      const down = (body as { down?: unknown } | undefined)?.down
      if (typeof down !== 'boolean') return sendJson(response, 400, { error: 'Expected {"down": true|false}' })
      outage.down = down
      sendJson(response, 200, { down })
    })
  } else if (method === 'DELETE' && url.pathname === '/api/messages') {
    inbox.clear()
    response.writeHead(204, { 'access-control-allow-origin': '*' }).end()
  } else if (method !== 'GET' && method !== 'HEAD') {
    sendJson(response, 405, { error: `Method ${method} not allowed` })
  } else if (url.pathname === '/api/messages') {
    sendJson(response, 200, { messages: inbox.list(to) })
  } else if (url.pathname === '/api/messages/latest') {
    const latest = to ? inbox.latest(to) : undefined
    if (!to) sendJson(response, 400, { error: 'The "to" query parameter (an email address) is required' })
    else if (latest) sendJson(response, 200, latest)
    else sendJson(response, 404, { error: `No message for ${to}` })
  } else if (url.pathname === '/') {
    sendHtml(response, 200, inboxPage(inbox.list(to), to))
  } else if (/^\/messages\/\d+$/.test(url.pathname)) {
    const message = inbox.get(Number(url.pathname.split('/')[2]))
    if (message) sendHtml(response, 200, messagePage(message))
    else sendHtml(response, 404, '<!doctype html><title>Not found</title><p>No such message.</p>')
  } else {
    sendJson(response, 404, { error: 'not found' })
  }
}
