/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(doc: Document): Element | null {
  let element = doc.activeElement
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
  return element
}
