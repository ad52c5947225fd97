import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailServer, type MailServer } from './index.ts'
import { createMailSender, type MailSender } from './send.ts'

let mail: MailServer
let sender: MailSender
beforeAll(async () => {
  mail = await startMailServer()
  sender = createMailSender(mail.smtp, 'Sandbox Frame <frame@portico.localhost>')
})
afterAll(async () => {
  sender.close()
  await mail.stop()
})

const getJson = async (path: string) => {
  const response = await fetch(`${mail.url}${path}`)
  return { status: response.status, body: await response.json() }
}

describe('sandbox mail inbox', () => {
  it('receives mail over SMTP and serves the latest message per address as JSON', async () => {
    await sender.send({ to: 'Alice@Example.com', subject: 'Your code', text: 'Code: 111111' })
    await sender.send({ to: 'bob@example.com', subject: 'Your code', text: 'Code: 222222' })
    await sender.send({ to: 'alice@example.com', subject: 'Your code', text: 'Code: 333333\nhttps://frame.test/device?x=1' })

    const latest = await getJson(`/api/messages/latest?to=${encodeURIComponent('ALICE@example.com')}`)
    expect(latest.status).toBe(200)
    expect(latest.body).toMatchObject({ to: ['alice@example.com'], from: 'frame@portico.localhost', subject: 'Your code' })
    expect(latest.body.text.trim()).toBe('Code: 333333\nhttps://frame.test/device?x=1')

    const all = await getJson('/api/messages?to=alice@example.com')
    expect(all.body.messages.map((m: { text: string }) => m.text.trim().slice(0, 12))).toEqual(['Code: 333333', 'Code: 111111'])
  })

  it('answers 404 for an address with no mail and 400 without an address', async () => {
    expect(await getJson('/api/messages/latest?to=nobody@example.com')).toEqual({ status: 404, body: { error: 'No message for nobody@example.com' } })
    expect((await getJson('/api/messages/latest')).status).toBe(400)
  })

  it('shows an inbox page with links to each message, escaping what a mail carries', async () => {
    await sender.send({ to: 'carol@example.com', subject: '<script>alert(1)</script>', text: 'see https://frame.test/approve?t=abc' })
    const page = await (await fetch(`${mail.url}/?to=carol@example.com`)).text()
    expect(page).toContain('&#60;script&#62;')
    expect(page).not.toContain('<script>alert')
    const id = /href="\/messages\/(\d+)"/.exec(page)![1]
    const message = await (await fetch(`${mail.url}/messages/${id}`)).text()
    expect(message).toContain('<a href="https://frame.test/approve?t=abc">')
  })

  it('an outage refuses mail (the sender is rejected, nothing arrives) until it ends', async () => {
    const outage = (down: unknown) => fetch(`${mail.url}/__admin/outage`, { method: 'POST', body: JSON.stringify({ down }) })
    expect((await outage('yes')).status).toBe(400)
    expect(await (await outage(true)).json()).toEqual({ down: true })
    await expect(sender.send({ to: 'dave@example.com', subject: 'Your code', text: 'Code: 444444' })).rejects.toThrow(/421|not available/)
    expect((await getJson('/api/messages/latest?to=dave@example.com')).status).toBe(404)
    await outage(false)
    await sender.send({ to: 'dave@example.com', subject: 'Your code', text: 'Code: 555555' })
    expect((await getJson('/api/messages/latest?to=dave@example.com')).body.text.trim()).toBe('Code: 555555')
  })

  it('empties on DELETE', async () => {
    expect((await fetch(`${mail.url}/api/messages`, { method: 'DELETE' })).status).toBe(204)
    expect((await getJson('/api/messages')).body).toEqual({ messages: [] })
  })
})
