// The restricted time zones (some in mainland China, Hong Kong and Macau): an on-ramp view opened
// there (open({ view: 'OnRamp' }), a stored route) says why Buy is not offered instead of the form.
import { useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { currentTimeZone, isRestrictedTimeZone } from '../restricted-time-zones.ts'

/** The notice when the visitor's time zone is restricted; null otherwise. */
export function RestrictedNotice() {
  const t = useTranslate(messages)
  const timeZone = currentTimeZone()
  if (!isRestrictedTimeZone(timeZone)) return null
  return (
    <p role="alert" className="py-8 text-center text-sm text-error" data-testid="onramp-restricted">
      {t('onramp.restricted', { timeZone })}
    </p>
  )
}

export const restrictedHere = (): boolean => isRestrictedTimeZone(currentTimeZone())
