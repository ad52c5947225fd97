// A sign-in's ReCap (ERC-5573): a `urn:recap:` resource (base64url JSON { att: { <resource>: {
// "<namespace>/<action>": [...] } } }) that the wallet turns into a sentence appended to the
// statement it signs. WalletConnect's authenticated sessions carry the session's methods this way
// (`request/personal_sign` for `eip155`), so the signed text is the statement plus that sentence,
// written here exactly as WalletConnect's formatter writes it: the last resource counts when it is
// a ReCap; per resource, each namespace's actions in alphabetical order, numbered across resources.

export const RECAP_PREFIX = 'urn:recap:'
const SENTENCE = 'I further authorize the stated URI to perform the following actions on my behalf: '

type Recap = { att: Record<string, Record<string, unknown[]>> }

/** The ReCap's JSON; throws when it is not a well-formed ReCap. */
export function decodeRecap(resource: string): Recap {
  const encoded = resource.slice(RECAP_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/')
  const padded = encoded + '='.repeat((4 - (encoded.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
  const recap = JSON.parse(new TextDecoder().decode(bytes)) as Recap
  if (typeof recap !== 'object' || recap === null || typeof recap.att !== 'object' || recap.att === null) throw new Error('A ReCap needs an att object')
  for (const [resourceUri, abilities] of Object.entries(recap.att)) {
    if (typeof abilities !== 'object' || abilities === null || Object.keys(abilities).length === 0) throw new Error(`ReCap resource ${resourceUri} names no action`)
    for (const [ability, limits] of Object.entries(abilities)) {
      if (!ability.includes('/')) throw new Error(`ReCap action ${ability} is not <namespace>/<action>`)
      if (!Array.isArray(limits) || limits.length === 0) throw new Error(`ReCap action ${ability} needs a non-empty array of limits`)
    }
  }
  return recap
}

/** The statement the wallet signed: `statement` with the ReCap's sentence when the last resource is a ReCap. */
export function recapStatement(statement: string | undefined, resources: readonly string[] | undefined): string | undefined {
  const last = resources?.at(-1)
  if (!last?.startsWith(RECAP_PREFIX)) return statement
  if (statement?.includes(SENTENCE)) return statement
  const recap = decodeRecap(last)
  let n = 0
  const perResource = Object.entries(recap.att).map(([resourceUri, abilities]) => {
    const actions = Object.keys(abilities)
      .map((key) => ({ namespace: key.split('/')[0]!, action: key.split('/')[1]! }))
      .sort((a, b) => a.action.localeCompare(b.action))
    const byNamespace = new Map<string, string[]>()
    for (const { namespace, action } of actions) byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), action])
    const parts = [...byNamespace].map(([namespace, names]) => `(${++n}) '${namespace}': '${names.join("', '")}' for '${resourceUri}'.`)
    // WalletConnect's formatter turns only the first '.,' between two parts into '.'
    return parts.join(', ').replace('.,', '.')
  })
  return `${statement ? `${statement} ` : ''}${SENTENCE}${perResource.join(' ')}`
}
