// SPEC §4 VERIFY_DEVICE: a known email on a new browser. The frame waits (CONNECT_DEVICE) until the
// visitor approves this device from the mail; then the code step follows.
import { useEffect, useState } from 'react'
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { SecondaryButton } from '../../../ui/components/buttons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { approveDevice } from '../email-flow.ts'
import { failureText } from './finish-login.ts'

export const title: ViewTitle<'EmailVerifyDevice'> = 'Register Device'

export default function EmailVerifyDeviceView({ data }: ViewProps<'EmailVerifyDevice'>) {
  const kernel = useKernel()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(undefined)
    approveDevice({ frame: kernel.get(TOKENS.authFrame) }).then(
      () => live && kernel.get(TOKENS.router).replace('EmailVerifyOtp', { email: data.email }),
      (failure: unknown) => live && setError(failureText(failure)),
    )
    return () => {
      live = false
    }
  }, [kernel, data.email, attempt])

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="email-verify-device">
      <p className="text-base font-semibold text-fg">Approve this device from the email we sent</p>
      <p className="text-sm text-muted">
        We sent a link to <span className="font-semibold text-fg">{data.email}</span>. Open it to approve this browser; this screen continues by itself.
      </p>
      {error ? (
        <>
          <p role="alert" className="text-sm text-error" data-testid="email-device-error">
            {error}
          </p>
          <SecondaryButton onClick={() => setAttempt((n) => n + 1)}>Try again</SecondaryButton>
        </>
      ) : (
        <Spinner size={24} label="Waiting for approval" />
      )}
    </div>
  )
}
