// An email inside a sentence: bold, and read left to right whatever the page's direction (an
// address in an Arabic sentence keeps its order).
export function EmailText({ email, testId }: { email: string; testId?: string }) {
  return (
    <span dir="ltr" className="font-semibold text-fg" data-testid={testId}>
      {email}
    </span>
  )
}
