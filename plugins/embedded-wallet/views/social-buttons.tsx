// The social logins under the Connect view's email field (in the configured order, with the messaging-app
// filters): the first as a wide "Continue with …" button, the others in a row. A popup login opens
// its window inside the click itself (a blocker allows nothing later); Farcaster shows its QR view.
// In an app's webview (Instagram, X, Farcaster, Telegram, an Android WebView...), where a popup does
// not open, the login goes by redirect whatever the configured mode.
import type { SocialProvider } from 'portico'
import { TOKENS } from 'portico'
import { useKernel, SecondaryButton, pushView, BrandIcon, useTranslate, webviewOf } from '../../../ui/kit/index.ts'
import { trackSocialAttempt } from '../social-attempts.ts'
import { visibleSocials } from '../social-filters.ts'
import { startSocialPopup, startSocialRedirect, type SocialAttempt } from '../social-login.ts'
import { socialLoginMode } from '../social-mode.ts'
import { SOCIAL_NAMES } from '../social-names.ts'
import { SOCIAL_ICONS } from './social-icons.ts'
import { finishEmailLogin } from './finish-login.ts'
import messages from '../messages/compiled/en.ts'

export function SocialButtons() {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const win = typeof window === 'undefined' ? undefined : window
  const socials = visibleSocials(kernel.options.features.socials, win?.navigator.userAgent ?? '', win)
  if (socials.length === 0 || !win) return null

  function choose(provider: SocialProvider) {
    if (provider === 'farcaster') return pushView(kernel, 'ConnectingFarcaster')
    const frame = kernel.get(TOKENS.authFrame)
    const storage = kernel.get(TOKENS.storage)
    let attempt: SocialAttempt
    const redirect = socialLoginMode(frame) === 'redirect' || webviewOf(win!.navigator.userAgent, win) !== undefined
    if (redirect) {
      // the page leaves for the consent page; only a failure to get there settles this
      const done = startSocialRedirect({ frame, storage, window: win! }, provider).then(() => new Promise<void>(() => {}))
      attempt = { provider, done, cancel: () => frame.abort((pending) => pending.name !== 'GET_SOCIAL_REDIRECT_URI') }
    } else {
      attempt = startSocialPopup(
        {
          frame,
          storage,
          window: win!,
          frameOrigin: new URL(kernel.options.endpoints.secureSite).origin,
          logger: kernel.get(TOKENS.logger),
          connect: () => finishEmailLogin(kernel),
        },
        provider,
      )
    }
    trackSocialAttempt(frame, attempt, kernel.get(TOKENS.analytics))
    pushView(kernel, 'ConnectingSocial', { provider, ...(redirect ? { redirect: true } : {}) })
  }

  const [first, ...rest] = socials
  return (
    <div className="flex flex-col gap-2 pb-2" data-testid="social-logins">
      <SecondaryButton className="w-full" aria-label={t('embedded.social.continueWith', { name: SOCIAL_NAMES[first!] })} data-testid={`social-${first}`} onClick={() => choose(first!)}>
        <BrandIcon icon={SOCIAL_ICONS[first!]} />
        {t('embedded.social.continueWith', { name: SOCIAL_NAMES[first!] })}
      </SecondaryButton>
      {rest.length > 0 && (
        <ul className="flex gap-2" aria-label={t('embedded.social.more')}>
          {rest.map((provider) => (
            <li key={provider} className="min-w-0 flex-1">
              <SecondaryButton
                className="w-full px-1"
                aria-label={t('embedded.social.continueWith', { name: SOCIAL_NAMES[provider] })}
                title={t('embedded.social.continueWith', { name: SOCIAL_NAMES[provider] })}
                data-testid={`social-${provider}`}
                onClick={() => choose(provider)}
              >
                {/* the logo alone: a name would not fit six to a row (the button is named, its title says it) */}
                <BrandIcon icon={SOCIAL_ICONS[provider]} size={22} />
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
