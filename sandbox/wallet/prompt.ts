import type { PromptText } from './describe.ts'

// The Sandbox Wallet's approve/reject prompt, playing an extension's popup over the dApp.
// The dApp's modal is a Radix Dialog: it traps focus, aria-hides the page's other children,
// sets `pointer-events: none` on <body> and closes on outside pointerdown/Escape through
// listeners on `document`. So each prompt gets a fresh host appended to <body> after the modal
// opened (never aria-hidden), a shadow root, and a native <dialog> opened with showModal(): top
// layer, the rest of the page inert. Events from inside the prompt are stopped at the host so
// the dApp never sees them, as it would not see clicks in a real extension's popup.

const isolatedEvents = [
  'pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'click', 'dblclick', 'contextmenu',
  'touchstart', 'touchend', 'touchmove', 'wheel', 'focusin', 'focusout', 'keydown', 'keyup', 'keypress',
] as const

const styles = `
:host { all: initial; pointer-events: auto; }
/* Top right, where an extension's popup opens, leaving the dApp's modal in view. */
dialog {
  pointer-events: auto; position: fixed; inset: 16px 16px auto auto; margin: 0; box-sizing: border-box; width: min(360px, calc(100vw - 32px)); padding: 20px;
  border: 1px solid #2c313a; border-radius: 16px; background: #16181d; color: #e8eaed;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; box-shadow: 0 16px 48px rgb(0 0 0 / 0.5);
}
dialog::backdrop { background: rgb(0 0 0 / 0.15); }
header { display: flex; align-items: center; gap: 10px; margin-bottom: 14px; font-weight: 600; }
header img { width: 28px; height: 28px; border-radius: 8px; }
header span { margin-left: auto; font-weight: 400; font-size: 12px; color: #9aa0a6; }
p { margin: 0 0 10px; font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
pre {
  margin: 0 0 14px; padding: 10px; max-height: 160px; overflow: auto; border-radius: 10px; background: #0e0f12;
  color: #c4c7cc; font: 12px/1.4 ui-monospace, Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere;
}
.actions { display: flex; gap: 10px; }
button {
  flex: 1; padding: 10px 12px; border-radius: 12px; border: 1px solid #3a404b; cursor: pointer;
  font: inherit; font-weight: 600; background: #22262d; color: #e8eaed;
}
button[data-action='approve'] { background: #3b82f6; border-color: #3b82f6; color: #fff; }
button:focus-visible { outline: 2px solid #93c5fd; outline-offset: 2px; }
`

/** What a prompt needs of a request: its chain's name for the header (EVM and Solana requests both have one). */
export type PromptRequest = { chain: { name: string } }

export type PromptOptions<R extends PromptRequest> = {
  name: string
  icon: string
  describe: (request: R) => PromptText
}

/** An `approve` callback that shows one prompt at a time; concurrent requests wait in line. */
export function createPromptApprove<R extends PromptRequest>(options: PromptOptions<R>): (request: R) => Promise<boolean> {
  let queue: Promise<unknown> = Promise.resolve()
  return (request) => {
    const answer = queue.then(() => showPrompt(options, request))
    queue = answer.catch(() => undefined)
    return answer
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, attrs: Record<string, string> = {}) {
  const node = Object.assign(document.createElement(tag), props)
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  return node
}

function showPrompt<R extends PromptRequest>(options: PromptOptions<R>, request: R): Promise<boolean> {
  const text = options.describe(request)
  return new Promise((resolve) => {
    const host = document.createElement('portico-sandbox-wallet')
    const root = host.attachShadow({ mode: 'open' })
    const dialog = element('dialog', {}, { 'aria-label': `${options.name} request`, 'aria-describedby': 'question' })
    const reject = element('button', { type: 'button', textContent: 'Reject' }, { 'data-action': 'reject', 'data-testid': 'sandbox-wallet-reject' })
    const approve = element('button', { type: 'button', textContent: 'Approve' }, { 'data-action': 'approve', 'data-testid': 'sandbox-wallet-approve' })
    dialog.append(
      element('header', {}, {}),
      element('p', { id: 'question', textContent: text.question }),
      ...(text.details ? [element('pre', { textContent: text.details })] : []),
      Object.assign(element('div', { className: 'actions' }), { role: 'group' }),
    )
    dialog.querySelector('header')!.append(element('img', { src: options.icon, alt: '' }), options.name, element('span', { textContent: request.chain.name }))
    dialog.querySelector('.actions')!.append(reject, approve)
    // A constructed stylesheet, not a <style> element, which a page with a strict CSP (no
    // 'unsafe-inline' in style-src) refuses: a real extension's popup is no part of the page.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(styles)
    root.adoptedStyleSheets = [sheet]
    root.append(dialog)

    const stop = (event: Event) => event.stopPropagation()
    for (const type of isolatedEvents) host.addEventListener(type, stop)
    // Radix listens for Escape on `document` in the capture phase, before the event reaches us:
    // claim it at the window first so Escape rejects this request and leaves the dApp's modal open.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      event.preventDefault()
      finish(false)
    }
    window.addEventListener('keydown', onEscape, true)

    let done = false
    function finish(answer: boolean) {
      if (done) return
      done = true
      window.removeEventListener('keydown', onEscape, true)
      if (dialog.open) dialog.close()
      host.remove()
      resolve(answer)
    }
    approve.addEventListener('click', () => finish(true))
    reject.addEventListener('click', () => finish(false))
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      finish(false)
    })
    dialog.addEventListener('close', () => finish(false))

    document.body.append(host)
    dialog.showModal()
  })
}
