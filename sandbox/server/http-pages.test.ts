import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { BodyTooLargeError, html, jsonReply, readSmallBody, seeOther } from './http-pages.ts'

let server: Server | undefined

async function serve(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void): Promise<string> {
  server = createServer((request, response) => {
    Promise.resolve(handle(request, response)).catch((error: unknown) => response.writeHead(500).end(error instanceof Error ? `${error.name}: ${error.message}` : String(error)))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

describe('the page servers\' HTTP replies', () => {
  it('html: the page as HTML, not cached', async () => {
    const url = await serve((_, response) => html(response, 422, '<p>again</p>'))
    const response = await fetch(url)
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('<p>again</p>')
  })

  it('jsonReply: JSON, not cached, open to any origin', async () => {
    const url = await serve((_, response) => jsonReply(response, 201, { id: 'w1' }))
    const response = await fetch(url)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ id: 'w1' })
  })

  it('seeOther: a 303 to the location', async () => {
    const url = await serve((_, response) => seeOther(response, '/pay/w1'))
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pay/w1')
  })

  it('readSmallBody: the posted text; past the limit a BodyTooLargeError', async () => {
    const url = await serve(async (request, response) => {
      try {
        html(response, 200, await readSmallBody(request, 10))
      } catch (error) {
        html(response, error instanceof BodyTooLargeError ? 413 : 500, error instanceof Error ? error.message : '')
      }
    })
    const small = await fetch(url, { method: 'POST', body: 'decision=1' })
    expect([small.status, await small.text()]).toEqual([200, 'decision=1'])
    const large = await fetch(url, { method: 'POST', body: 'decision=12' })
    expect([large.status, await large.text()]).toEqual([413, 'The request body is too large'])
  })
})
