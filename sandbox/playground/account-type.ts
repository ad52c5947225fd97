// The playground's `?accountType=<type>`: createAppKit's `defaultAccountTypes.eip155`, the type a new
// visitor's embedded wallet uses on the sandbox chains (the Account type panel sets it and reloads).

export const PLAYGROUND_ACCOUNT_TYPES = ['smartAccount', 'eoa', 'eip7702'] as const
export type PlaygroundAccountType = (typeof PLAYGROUND_ACCOUNT_TYPES)[number]

/** The type the URL names, or undefined (the library's default) when it names none or an unknown one. */
export function accountTypeChoice(search: string): PlaygroundAccountType | undefined {
  const named = new URLSearchParams(search).get('accountType')
  return PLAYGROUND_ACCOUNT_TYPES.find((type) => type === named)
}

/** createAppKit's option for the choice: nothing when the URL names none. */
export const accountTypeOptions = (choice: PlaygroundAccountType | undefined) => (choice ? { defaultAccountTypes: { eip155: choice } } : {})

/** The search string with `accountType` set to `type` (removed for the default). */
export function searchWithAccountType(search: string, type: PlaygroundAccountType): string {
  const params = new URLSearchParams(search)
  if (type === 'smartAccount') params.delete('accountType')
  else params.set('accountType', type)
  const text = params.toString()
  return text ? `?${text}` : ''
}
