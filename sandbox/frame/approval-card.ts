// The frame's own approval UI (contract 3): for an unsafe request the frame page shows, in its own
// document, a card with what is asked (the decoded message, or to / value / network) and two buttons,
// Approve and Reject. Plain DOM: the frame page carries no UI framework. The page side makes the
// frame visible over its ApproveTransaction view while the card shows.
import { formatEther, hexToString, isHex } from 'viem'
import { FrameError } from './frame-context.ts'

/** EVM requests that need the user's approval in the frame; the Solana ones: solana-handlers.ts. */
export const APPROVAL_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'])

export const USER_REJECTED = 'User rejected the request.'

export type ApprovalRequest = {
  title: 'Sign message' | 'Approve transaction' | 'Grant permission'
  /** One sentence above the details that says what approving does (the permission card's). */
  summary?: string
  details: { label: string; value: string }[]
  /** Who pays the gas when a paymaster sponsors the transaction: the card says "Gas paid by <sponsor>". */
  sponsor?: string
}

/** Text a person can read: UTF-8 when the bytes are printable text, else the hex itself. */
function readable(hex: `0x${string}`): string {
  try {
    const text = hexToString(hex)
    // eslint-disable-next-line no-control-regex
    return /^[^\u0000-\u0008\u000e-\u001f\ufffd]*$/.test(text) ? text : hex
  } catch {
    return hex
  }
}

/** What the card shows for `method` with `params` on the network `networkName`. */
export function describeRequest(method: string, params: unknown, networkName: string): ApprovalRequest {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      return { title: 'Sign message', details: [{ label: 'Message', value: typeof message === 'string' && isHex(message) ? readable(message) : String(message) }] }
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      let typed: { domain?: { name?: string }; primaryType?: string; message?: unknown } = {}
      try {
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) ?? {}
      } catch {
        // shown as it came
      }
      return {
        title: 'Sign message',
        details: [
          ...(typed.domain?.name ? [{ label: 'App', value: String(typed.domain.name) }] : []),
          { label: 'Type', value: String(typed.primaryType ?? 'typed data') },
          { label: 'Message', value: JSON.stringify(typed.message ?? raw, null, 2) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string | number; data?: string }
      const value = tx.value === undefined ? 0n : BigInt(tx.value)
      return {
        title: 'Approve transaction',
        details: [
          { label: 'To', value: tx.to ?? 'New contract' },
          { label: 'Value', value: `${formatEther(value)} ETH` },
          { label: 'Network', value: networkName },
          ...(tx.data && tx.data !== '0x' ? [{ label: 'Data', value: tx.data.length > 74 ? `${tx.data.slice(0, 74)}…` : tx.data }] : []),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const { calls = [] } = (list[0] ?? {}) as { calls?: { to?: string; value?: string }[] }
      return {
        title: 'Approve transaction',
        details: [
          ...calls.flatMap((call, i) => {
            const n = calls.length > 1 ? ` ${i + 1}` : ''
            return [
              { label: `To${n}`, value: call.to ?? 'New contract' },
              { label: `Value${n}`, value: `${formatEther(call.value === undefined ? 0n : BigInt(call.value))} ETH` },
            ]
          }),
          { label: 'Network', value: networkName },
        ],
      }
    }
    default:
      return { title: 'Approve transaction', details: [{ label: 'Method', value: method }] }
  }
}

const STYLE = `
html, body { margin: 0; background: transparent; font: 14px/1.4 system-ui, sans-serif; }
#status { position: fixed; bottom: 0; left: 0; margin: 0; font-size: 11px; opacity: 0.5; }
.portico-approval { box-sizing: border-box; position: fixed; inset: 0; display: flex; flex-direction: column; gap: 12px;
  padding: 16px; overflow: auto; background: #141414; color: #f2f2f2; border-radius: 16px; }
:root[data-theme='light'] .portico-approval { background: #ffffff; color: #141414; }
.portico-approval h1 { margin: 0; font-size: 18px; text-align: center; }
.portico-approval dl { margin: 0; display: grid; gap: 4px 8px; grid-template-columns: max-content 1fr; flex: 1; min-height: 0; overflow: auto; }
.portico-approval dt { opacity: 0.7; }
.portico-approval dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.portico-approval .actions { display: flex; gap: 8px; }
.portico-approval .summary { margin: 0; }
.portico-approval .sponsor { margin: 0; text-align: center; font-weight: 600; color: #26a17b; }
.portico-approval button { flex: 1; padding: 10px; border-radius: 12px; border: 1px solid currentColor; font: inherit; cursor: pointer;
  background: transparent; color: inherit; }
.portico-approval button.approve { background: #3396ff; border-color: #3396ff; color: #fff; }
`

export type ApprovalCard = {
  /** Shows the card; true on Approve, false on Reject. A newer ask or dismiss() rejects the pending one. */
  ask(request: ApprovalRequest): Promise<boolean>
  /** Takes the card down; the pending ask rejects with 'Request was aborted'. */
  dismiss(): void
}

export function createApprovalCard(doc: Document = document): ApprovalCard {
  let current: { element: HTMLElement; reject(error: Error): void } | undefined
  const status = () => doc.getElementById('status')
  const ensureStyle = () => {
    if (doc.getElementById('portico-approval-style')) return
    const style = doc.createElement('style')
    style.id = 'portico-approval-style'
    style.textContent = STYLE
    doc.head.append(style)
  }
  const close = () => {
    current?.element.remove()
    current = undefined
    const s = status()
    if (s) s.textContent = 'Waiting…'
  }
  const dismiss = () => {
    const pending = current
    close()
    pending?.reject(new FrameError('Request was aborted'))
  }
  return {
    ask(request) {
      dismiss()
      ensureStyle()
      const card = doc.createElement('section')
      card.className = 'portico-approval'
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-labelledby', 'portico-approval-title')
      const title = doc.createElement('h1')
      title.id = 'portico-approval-title'
      title.textContent = request.title
      const summary = request.summary ? doc.createElement('p') : undefined
      if (summary) {
        summary.className = 'summary'
        summary.textContent = request.summary!
      }
      const list = doc.createElement('dl')
      for (const { label, value } of request.details) {
        const dt = doc.createElement('dt')
        dt.textContent = label
        const dd = doc.createElement('dd')
        dd.textContent = value
        list.append(dt, dd)
      }
      const sponsored = request.sponsor ? doc.createElement('p') : undefined
      if (sponsored) {
        sponsored.className = 'sponsor'
        sponsored.textContent = `Gas paid by ${request.sponsor}`
      }
      const actions = doc.createElement('div')
      actions.className = 'actions'
      const reject = doc.createElement('button')
      reject.type = 'button'
      reject.textContent = 'Reject'
      const approve = doc.createElement('button')
      approve.type = 'button'
      approve.className = 'approve'
      approve.textContent = 'Approve'
      actions.append(reject, approve)
      card.append(title, ...(summary ? [summary] : []), list, ...(sponsored ? [sponsored] : []), actions)
      doc.body.append(card)
      const s = status()
      if (s) s.textContent = ''
      return new Promise<boolean>((resolve, rejectAsk) => {
        current = { element: card, reject: rejectAsk }
        const answer = (approved: boolean) => {
          if (current?.element !== card) return
          close()
          resolve(approved)
        }
        approve.addEventListener('click', () => answer(true))
        reject.addEventListener('click', () => answer(false))
      })
    },
    dismiss,
  }
}
