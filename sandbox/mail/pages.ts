// The inbox's HTML pages: a list and one message. Mail bodies are shown as escaped text (the
// sandbox's own mails are plain text with links), so nothing a mail carries runs in the page.
import type { InboxMessage } from './inbox.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
/** Plain-text body with its http(s) links made clickable. */
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`)

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem;border-radius:6px}</style></head>
<body>${body}</body>
</html>
`

export function inboxPage(messages: readonly InboxMessage[], to?: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(time(m.receivedAt))}</td><td>${escape(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escape(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n')
  return layout(
    'Sandbox inbox',
    `<h1>Sandbox inbox</h1>
<p>Every mail the sandbox sends (one-time codes, device approvals) lands here. Nothing leaves this machine.</p>
<form><label>Recipient <input name="to" type="email" value="${escape(to ?? '')}"></label> <button>Filter</button></form>
${messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet.</p>'}`,
  )
}

export function messagePage(message: InboxMessage): string {
  return layout(
    message.subject,
    `<p><a href="/">← Inbox</a></p>
<h1>${escape(message.subject || '(no subject)')}</h1>
<p>From ${escape(message.from)} to ${escape(message.to.join(', '))}, ${escape(time(message.receivedAt))}</p>
<pre>${linkify(message.text)}</pre>`,
  )
}
