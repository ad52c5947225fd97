// The fixture's part of the Connect view: drawn where the view places the 'email' method.
import { SecondaryButton } from '../../ui/kit/index.ts'

export default function FixtureConnectSection({ data }: { data?: { method?: string } }) {
  if (data?.method !== 'email') return null
  return <SecondaryButton data-testid="fixture-connect-section">Continue with the fixture</SecondaryButton>
}
