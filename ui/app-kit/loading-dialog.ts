// The dialog's first frame, drawn from the page's first bundle: the click shows a modal at once,
// while the kernel, the modal chunk and the first view are still on their way. It looks like the
// real modal does before its view has loaded (header, spinner), is a real modal dialog for
// assistive technology (named, busy, focus inside, Esc and the overlay close it), and gives way to
// the real dialog in the same task that renders it. Plain DOM: no React root, no Radix, ~1 KB.
import type { ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import type { LocaleChoice } from '../../kernel/i18n/locale-tag.ts'
import { adoptStyles } from '../components/adopt-styles.ts'
import { applyTheme } from '../theme/theme-variables.ts'
import { LOADING_LABELS } from './loading-labels.ts'

// The real modal's measures (ui/modal: modal-root.tsx, header.tsx, view-outlet.tsx's fallback).
const css = `:host{all:initial;position:fixed;inset:0;z-index:var(--pc-z-index);font-family:var(--pc-font);color:var(--pc-fg)}
.o{position:fixed;inset:0;background:var(--pc-overlay)}
.w{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:8px;pointer-events:none}
.p{pointer-events:auto;box-sizing:border-box;width:var(--pc-modal-width);max-width:100%;padding:12px 12px 16px;border:1px solid var(--pc-line);border-radius:calc(var(--pc-radius-master)*8);background:var(--pc-bg);box-shadow:0 12px 48px 0 var(--pc-shadow);outline:none}
.h{display:flex;justify-content:flex-end;margin-bottom:8px}
button{all:unset;display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:calc(var(--pc-radius-master)*3);cursor:pointer}
button:hover{background:var(--pc-surface-hover)}
button:focus-visible{outline:2px solid var(--pc-accent);outline-offset:2px}
.b{display:flex;min-height:160px;align-items:center;justify-content:center;color:var(--pc-muted)}
.s{width:28px;height:28px;box-sizing:border-box;border:2px solid;border-right-color:transparent;border-radius:50%;animation:s 1s linear infinite}
@keyframes s{to{transform:rotate(360deg)}}
@media (max-width:639px){.w{align-items:flex-end}}`

/** The card's markup in `locale` (its two names from LOADING_LABELS: no catalog in the first bundle). */
function html(locale: LocaleChoice) {
  const [loading, close] = LOADING_LABELS[locale.language]
  return (
    `<div class="o"></div><div class="w"><div class="p" role="dialog" aria-modal="true" aria-label="${loading}" aria-busy="true" tabindex="-1" dir="${locale.dir}" lang="${locale.tag}">` +
    `<div class="h"><button type="button" aria-label="${close}"><svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18"/></svg></button></div>` +
    `<div class="b"><span class="s" role="status" aria-label="${loading}"></span></div></div></div>`
  )
}

export interface LoadingDialog {
  /** Removes it (the real dialog has rendered, or the open was cancelled). */
  remove(): void
}

/** Shows the loading dialog on `doc.body` in `locale`; `onClose` runs on Esc, the close button or the overlay. */
export function showLoadingDialog(
  doc: Document,
  theme: { themeMode: ThemeMode; themeVariables: ThemeVariables },
  locale: LocaleChoice,
  onClose: () => void,
): LoadingDialog {
  const host = doc.createElement('portico-modal-loading')
  applyTheme(host, theme.themeMode, theme.themeVariables)
  const root = host.attachShadow({ mode: 'open' })
  adoptStyles(root, css)
  root.innerHTML = html(locale)
  const dialog = root.querySelector<HTMLElement>('[role=dialog]')!
  const close = root.querySelector('button')!
  close.onclick = onClose
  root.querySelector<HTMLElement>('.o')!.onclick = onClose
  host.onkeydown = (event) => {
    if (event.key === 'Escape') onClose()
    else if (event.key !== 'Tab') return
    // the close button is the one stop: focus stays in the dialog
    event.preventDefault()
    close.focus()
  }
  doc.body.append(host)
  dialog.focus({ preventScroll: true })
  return { remove: () => host.remove() }
}
