import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { internalsOf, type AppKit } from '../app-kit/app-kit-instance.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import type { ModalHandle, MountOptions } from '../app-kit/modal-module.ts'
import { adoptStyles } from '../components/adopt-styles.ts'
import { registerInterFont } from '../theme/inter-font.ts'
import { registerInterSubsets } from '../theme/inter-font-subsets.ts'
import { applyTheme } from '../theme/theme-variables.ts'
import { installDocumentStyles, splitPropertyRules } from './document-styles.ts'
import { ModalRoot } from './modal-root.tsx'
import css from './styles.css?inline'

const { shadowCss, propertyCss } = splitPropertyRules(css)

/**
 * The entry of the modal chunk. Appends a `<portico-modal>` host to the body (or, embedded, uses
 * the given element), attaches an open shadow root holding the compiled Tailwind CSS, and renders
 * the modal there in its own React root: page CSS cannot reach in, ours cannot leak out.
 */
export function mountModal(appKit: AppKit, options: MountOptions): ModalHandle {
  const doc = options.document
  const { theme, state } = internalsOf(appKit)
  installDocumentStyles(doc, propertyCss)
  registerInterFont(doc) // done by the buttons already, unless the page shows none
  registerInterSubsets(doc) // wallet and network names beyond latin

  const host = options.target ?? doc.createElement('portico-modal')
  if (options.target) host.setAttribute('data-embedded', '')
  else doc.body.append(host)
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, shadowCss)
  const container = doc.createElement('div')
  shadow.append(container)

  const themeSubscription = theme.subscribe((t) => applyTheme(host, t.themeMode, t.themeVariables))
  // Taking over from the loading dialog, the modal is already on screen: no second entrance.
  if (options.instant) host.setAttribute('data-instant', '')
  const stateSubscription = state.subscribe((s) => {
    if (!s.open) host.removeAttribute('data-instant')
  })
  const root = createRoot(container)
  // The visitor just clicked: render the first frame now rather than at the scheduler's next turn.
  flushSync(() =>
    root.render(
      <AppKitProvider appKit={appKit}>
        <ModalRoot container={container} embedded={options.target !== undefined} />
      </AppKitProvider>,
    ),
  )

  return {
    unmount() {
      themeSubscription.unsubscribe()
      stateSubscription.unsubscribe()
      // The embedded host unmounts from inside the page's React commit: a nested root must wait for it.
      queueMicrotask(() => {
        root.unmount()
        if (options.target) container.remove()
        else host.remove()
      })
    },
  }
}
