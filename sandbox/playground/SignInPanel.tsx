import { useState } from 'react'
import { callProtected, isSignInRequired, setSignInRequired } from './sign-in.ts'

/** The sign-in switch and the protected endpoint's answer, as plain labelled text for the e2e spec. */
export function SignInPanel() {
  const [answer, setAnswer] = useState<{ status: number; body: string } | { error: string }>()

  async function call() {
    setAnswer(undefined)
    try {
      setAnswer(await callProtected())
    } catch (e) {
      setAnswer({ error: e instanceof Error ? e.message : String(e) })
    }
  }

  return (
    <section aria-labelledby="sign-in-heading" style={{ marginTop: 24 }}>
      <h2 id="sign-in-heading" style={{ fontSize: 18 }}>
        Sign in with X
      </h2>
      <p>
        <label>
          <input type="checkbox" checked={isSignInRequired()} onChange={(e) => setSignInRequired(e.target.checked)} /> Sign-in required
        </label>
      </p>
      <p>
        <button type="button" onClick={() => void call()}>
          Call protected endpoint
        </button>
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt id="protected-status-label">Protected status</dt>
        <dd aria-labelledby="protected-status-label" data-testid="protected-status">
          {answer && ('status' in answer ? answer.status : 'failed')}
        </dd>
        <dt id="protected-body-label">Protected response</dt>
        <dd aria-labelledby="protected-body-label" data-testid="protected-body" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {answer && ('body' in answer ? answer.body : answer.error)}
        </dd>
      </dl>
    </section>
  )
}
