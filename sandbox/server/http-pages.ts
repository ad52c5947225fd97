// The replies and form bodies of the sandbox's small page servers (the exchange and the on-ramp
// provider, each on its own origin): HTML pages, JSON for the API server that calls them, a 303 after
// a posted form. The API server's own layer (routes, the hosted error body) is http.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a page server reads of a posted form or JSON body at most. */
export const MAX_PAGE_BODY_BYTES = 16 * 1024

/** Thrown by readSmallBody when the body is larger than its limit. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('The request body is too large')
  }
}

/** The request body as text; more than `maxBytes` characters is a BodyTooLargeError. */
export async function readSmallBody(request: IncomingMessage, maxBytes = MAX_PAGE_BODY_BYTES): Promise<string> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > maxBytes) throw new BodyTooLargeError()
  }
  return text
}

/** A page, never cached (its state changes as a withdrawal or purchase goes on). */
export const html = (response: ServerResponse, status: number, body: string): void =>
  void response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body)

/** JSON, never cached, readable from any origin (the API server and the app's pages call it). */
export const jsonReply = (response: ServerResponse, status: number, body: unknown): void =>
  void response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))

/** 303 See Other: after a posted form, so a reload does not post it again. */
export const seeOther = (response: ServerResponse, location: string): void => void response.writeHead(303, { location, 'cache-control': 'no-store' }).end()
