import axe from 'axe-core'

/**
 * Runs axe on a rendered subtree and returns the violations as readable strings (empty when clean).
 * Colour contrast needs real layout, which happy-dom does not do: it is checked in the browser.
 */
export async function axeViolations(node: Element | Document = document): Promise<string[]> {
  const results = await axe.run(node as Element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
