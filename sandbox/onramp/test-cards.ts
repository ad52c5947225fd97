// The sandbox on-ramp's test cards: one succeeds, one is declined, one asks for a 3-D-Secure-like
// confirmation first. Any other number is refused with the list (nothing is charged, no purchase is
// recorded). Browser-safe: constants only.

export type TestCardOutcome = 'success' | 'declined' | 'confirm'

export type TestCard = { number: string; outcome: TestCardOutcome; description: string }

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'success', description: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined', description: 'Card declined' },
  { number: '4000 0000 0000 3220', outcome: 'confirm', description: 'Asks you to confirm the payment (3-D Secure), then succeeds' },
]

export type CardCheck = { ok: true; card: TestCard } | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc'; message: string }

const digits = (text: string) => text.replace(/[\s-]/g, '')

/**
 * Checks a card as the provider's form sends it: the number (one of TEST_CARDS), the expiry (MM/YY,
 * not in the past, against `now`) and the CVC (3 or 4 digits). The message says what was wrong.
 */
export function checkCard(input: { cardNumber: string; expiry: string; cvc: string }, now: Date = new Date()): CardCheck {
  const number = digits(input.cardNumber)
  if (!/^\d{12,19}$/.test(number)) return { ok: false, field: 'cardNumber', message: 'Enter a card number (digits only, 12 to 19 of them).' }
  const card = TEST_CARDS.find((c) => digits(c.number) === number)
  if (!card) return { ok: false, field: 'cardNumber', message: `Unknown card: use a test card (${TEST_CARDS.map((c) => c.number).join(', ')}).` }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: 'Enter the expiry date as MM/YY.' }
  const year = 2000 + Number(expiry[2])
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { ok: false, field: 'expiry', message: 'This card has expired.' }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: 'Enter the 3 or 4 digit security code (CVC).' }
  return { ok: true, card }
}
