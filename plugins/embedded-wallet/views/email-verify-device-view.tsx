// VERIFY_DEVICE: a known email on a new browser. The frame waits (CONNECT_DEVICE) until the
// visitor approves this device from the mail; then the code step follows.
import { useEffect, useState } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  SecondaryButton,
  Spinner,
  richText,
  useTranslate,
} from '../../../ui/kit/index.ts'
import { approveDevice } from '../email-flow.ts'
import { emailEvents } from '../login-events.ts'
import messages from '../messages/compiled/en.ts'
import { EmailText } from './email-text.tsx'
import { failureText } from './failure-text.ts'

export const title: ViewTitle<'EmailVerifyDevice'> = 'Register Device'
export const titleId = 'embedded.device.title'

export default function EmailVerifyDeviceView({ data }: ViewProps<'EmailVerifyDevice'>) {
  const kernel = useKernel()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const t = useTranslate(messages)

  useEffect(() => {
    let live = true
    setError(undefined)
    approveDevice({ frame: kernel.get(TOKENS.authFrame) }).then(
      () => {
        const events = emailEvents(kernel.get(TOKENS.analytics))
        events.deviceRegistered()
        events.codeSent()
        if (live) kernel.get(TOKENS.router).replace('EmailVerifyOtp', { email: data.email })
      },
      (failure: unknown) => live && setError(failureText(t, failure)),
    )
    return () => {
      live = false
    }
  }, [kernel, data.email, attempt])

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="email-verify-device">
      <p className="text-base font-semibold text-fg">{t('embedded.device.heading')}</p>
      <p className="text-sm text-muted">
        {richText((v) => t('embedded.device.hint', v), {
          email: <EmailText email={data.email} />,
        })}
      </p>
      {error ? (
        <>
          <p role="alert" className="text-sm text-error" data-testid="email-device-error">
            {error}
          </p>
          <SecondaryButton onClick={() => setAttempt((n) => n + 1)}>{t('embedded.tryAgain')}</SecondaryButton>
        </>
      ) : (
        <Spinner size={24} label={t('embedded.device.waiting')} />
      )}
    </div>
  )
}
