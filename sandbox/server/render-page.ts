// For the page servers' tests (exchange, on-ramp provider), under happy-dom: one of their whole HTML
// pages put into the test's document, so it is queried by role and checked with axe as a browser reads it.

/** Puts a page's title, language and body into the document (the head's style aside); returns the body. */
export function renderPage(page: string): HTMLElement {
  document.title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? ''
  document.documentElement.lang = 'en'
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1]
  return document.body
}
