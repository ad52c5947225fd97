const sheets = new WeakMap<Window, Map<string, CSSStyleSheet>>()

/**
 * Adds `css` to a shadow root or a document as a constructed stylesheet (one per document and
 * text, shared by every root that adopts it; not blocked by a page CSP that forbids inline
 * <style>), falling back to a <style> element where constructed sheets are not supported.
 */
export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  const doc = 'body' in root ? (root as Document) : root.ownerDocument
  const win = doc.defaultView
  if (win && typeof win.CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root) {
    try {
      let byText = sheets.get(win)
      if (!byText) sheets.set(win, (byText = new Map()))
      let sheet = byText.get(css)
      if (!sheet) {
        sheet = new win.CSSStyleSheet()
        sheet.replaceSync(css)
        byText.set(css, sheet)
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    } catch {
      // fall through to a <style> element
    }
  }
  const style = doc.createElement('style')
  style.textContent = css
  if ('head' in root && (root as Document).head) (root as Document).head.append(style)
  else root.prepend(style)
}
