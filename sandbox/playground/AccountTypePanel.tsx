// The playground's account type control: createAppKit's defaultAccountTypes.eip155 (read once at
// start), so a choice changes the URL's ?accountType and reloads. A visitor's own choice in the
// Account view (stored) wins over it.
import { accountTypeChoice, PLAYGROUND_ACCOUNT_TYPES, searchWithAccountType, type PlaygroundAccountType } from './account-type.ts'

const LABELS: Record<PlaygroundAccountType, string> = { smartAccount: 'Smart account (ERC-4337, default)', eoa: 'EOA', eip7702: 'EIP-7702 account (same address as the key)' }

export function AccountTypePanel() {
  const choice = accountTypeChoice(location.search) ?? 'smartAccount'
  return (
    <section aria-labelledby="account-type-heading">
      <h2 id="account-type-heading" style={{ fontSize: 18 }}>
        Embedded wallet account type
      </h2>
      <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        Account type for new visitors
        <select value={choice} onChange={(event) => location.assign(`${location.pathname}${searchWithAccountType(location.search, event.target.value as PlaygroundAccountType)}`)}>
          {PLAYGROUND_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {LABELS[type]}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}
