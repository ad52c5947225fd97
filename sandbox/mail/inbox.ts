// The messages the sandbox SMTP server received, newest last, bounded so a long session cannot grow
// without end.
import type { ParsedMail } from 'mailparser'

export type InboxMessage = {
  /** 1, 2, 3… in arrival order. */
  id: number
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  text: string
  html?: string
  /** ms since the epoch, when the message arrived. */
  receivedAt: number
}

export const INBOX_LIMIT = 500

export type Inbox = {
  add(recipients: readonly string[], from: string, parsed: Pick<ParsedMail, 'subject' | 'text' | 'html'>): InboxMessage
  /** Newest first; only those addressed to `to` when given (case-insensitive). */
  list(to?: string): InboxMessage[]
  latest(to: string): InboxMessage | undefined
  get(id: number): InboxMessage | undefined
  clear(): void
}

export function createInbox(now: () => number = Date.now, limit = INBOX_LIMIT): Inbox {
  const messages: InboxMessage[] = []
  let nextId = 1
  const list = (to?: string) => {
    const address = to?.trim().toLowerCase()
    return messages.filter((m) => !address || m.to.includes(address)).reverse()
  }
  return {
    add(recipients, from, parsed) {
      const message: InboxMessage = {
        id: nextId++,
        to: recipients.map((r) => r.trim().toLowerCase()),
        from,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
        receivedAt: now(),
      }
      messages.push(message)
      if (messages.length > limit) messages.splice(0, messages.length - limit)
      return message
    },
    list,
    latest: (to) => list(to)[0],
    get: (id) => messages.find((m) => m.id === id),
    clear: () => void messages.splice(0),
  }
}
