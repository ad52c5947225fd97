import { adoptStyles } from '../components/adopt-styles.ts'

const installed = new WeakSet<Document>()
const PROPERTY_RULE = /@property\s+--[\w-]+\s*\{[^}]*\}/g

/**
 * Browsers ignore `@property` inside shadow roots (tailwindlabs/tailwindcss#15005), and Tailwind v4
 * gives its internal variables (`--tw-border-style`, shadows, translate, ...) their initial values
 * that way. So the compiled CSS is split: the `@property` rules go to the document (global and inert
 * for the host page: they only register `--tw-*` names), the rest into the shadow root.
 */
export function splitPropertyRules(css: string): { shadowCss: string; propertyCss: string } {
  const rules = css.match(PROPERTY_RULE) ?? []
  return { shadowCss: css.replace(PROPERTY_RULE, ''), propertyCss: rules.join('\n') }
}

/**
 * Installs, once per document, what cannot live in a shadow root: the `@property` registrations
 * (the Inter `@font-face` rules are registered earlier, with the buttons: theme/inter-font.ts).
 */
export function installDocumentStyles(doc: Document, css: string): void {
  if (!css.trim() || installed.has(doc)) return
  installed.add(doc)
  adoptStyles(doc, css)
}
