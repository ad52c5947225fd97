// A social login in progress: the popup is open (or the page is leaving for, or just came back
// from, the consent page). Connecting closes the modal; a closed popup or Cancel goes back; any
// other failure is shown with Try again (a new click, so a new popup may open).
import { useEffect, useState } from 'react'
import { TOKENS, messageOf } from 'portico'
import { useKernel, type ViewProps, type ViewTitle, SecondaryButton, Spinner, useTranslate } from '../../../ui/kit/index.ts'
import { socialAttempt, trackSocialAttempt } from '../social-attempts.ts'
import { POPUP_CLOSED, startSocialPopup } from '../social-login.ts'
import { SOCIAL_NAMES } from '../social-names.ts'
import { finishEmailLogin } from './finish-login.ts'
import messages from '../messages/compiled/en.ts'
import { failureText } from './failure-text.ts'

export const title: ViewTitle<'ConnectingSocial'> = ({ data }) => SOCIAL_NAMES[data.provider]

export default function ConnectingSocialView({ data }: ViewProps<'ConnectingSocial'>) {
  const kernel = useKernel()
  const frame = kernel.get(TOKENS.authFrame)
  const router = kernel.get(TOKENS.router)
  const name = SOCIAL_NAMES[data.provider]
  const [attempt, setAttempt] = useState(() => socialAttempt(frame))
  const [error, setError] = useState<string>()
  const t = useTranslate(messages)

  useEffect(() => {
    if (!attempt) return
    let live = true
    setError(undefined)
    attempt.done.catch((failure: unknown) => {
      if (!live) return
      if (messageOf(failure) === POPUP_CLOSED) {
        if (router.get().view === 'ConnectingSocial') router.goBack()
      } else setError(failureText(t, failure))
    })
    return () => {
      live = false
    }
  }, [attempt, router])

  function retry() {
    const next = startSocialPopup(
      {
        frame,
        storage: kernel.get(TOKENS.storage),
        window,
        frameOrigin: new URL(kernel.options.endpoints.secureSite).origin,
        logger: kernel.get(TOKENS.logger),
        connect: () => finishEmailLogin(kernel),
      },
      data.provider,
    )
    setAttempt(trackSocialAttempt(frame, next, kernel.get(TOKENS.analytics)))
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-social">
      {error ? (
        <>
          <p role="alert" className="text-sm text-error" data-testid="social-error">
            {error}
          </p>
          {!data.redirect && <SecondaryButton onClick={retry}>{t('embedded.tryAgain')}</SecondaryButton>}
        </>
      ) : (
        <>
          <Spinner size={24} label={t('embedded.social.connecting', { name })} />
          <p className="text-base font-semibold text-fg">{data.redirect ? t('embedded.social.redirecting', { name }) : t('embedded.social.continueIn', { name })}</p>
          <p className="text-sm text-muted">{data.redirect ? t('embedded.social.comeBack') : t('embedded.social.signInThere')}</p>
        </>
      )}
      {/* going back gives the login up (its popup closes): social-start.ts */}
      <SecondaryButton data-testid="social-cancel" onClick={() => router.goBack()}>
        {t('embedded.cancel')}
      </SecondaryButton>
    </div>
  )
}
