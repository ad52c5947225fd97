// The ConnectingFarcaster view: the approval URL as a QR code (and as a link to open or copy), then
// the wait until it is approved; connecting closes the modal. Going back unconnected clears the URL
// and reloads the frame (social-start.ts).
import { useEffect, useState } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewTitle,
  SecondaryButton,
  copyToClipboard,
  CopyIcon,
  ExternalLinkIcon,
  outLinkProps,
  QrCode,
  Spinner,
  useTranslate,
} from '../../../ui/kit/index.ts'
import { farcasterLogin } from '../farcaster-login.ts'
import { finishEmailLogin } from './finish-login.ts'
import messages from '../messages/compiled/en.ts'
import { failureText } from './failure-text.ts'

export const title: ViewTitle<'ConnectingFarcaster'> = 'Farcaster'

export default function ConnectingFarcasterView() {
  const kernel = useKernel()
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const t = useTranslate(messages)

  useEffect(() => {
    let live = true
    setError(undefined)
    const login = farcasterLogin({ frame: kernel.get(TOKENS.authFrame), storage: kernel.get(TOKENS.storage), connect: () => finishEmailLogin(kernel) })
    const failed = (failure: unknown) => live && setError(failureText(t, failure))
    login.url.then((approval) => live && setUrl(approval), failed)
    login.done.catch(failed)
    return () => {
      live = false
    }
  }, [kernel, attempt])

  if (error) {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-farcaster">
        <p role="alert" className="text-sm text-error" data-testid="farcaster-error">
          {error}
        </p>
        <SecondaryButton
          onClick={() => {
            setUrl(undefined)
            setAttempt((n) => n + 1)
          }}
        >
          {t('embedded.tryAgain')}
        </SecondaryButton>
      </div>
    )
  }
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="connecting-farcaster">
      <p className="text-sm text-muted">{t('embedded.farcaster.scan')}</p>
      {url ? (
        <QrCode value={url} label={t('embedded.farcaster.qr')} data-testid="farcaster-qr" data-uri={url} />
      ) : (
        <div className="flex size-56 items-center justify-center rounded-lg bg-surface">
          <Spinner size={24} label={t('embedded.farcaster.preparing')} />
        </div>
      )}
      <div className="flex w-full gap-2">
        <SecondaryButton className="flex-1" disabled={!url} data-testid="farcaster-copy" onClick={() => void (url && copyToClipboard(kernel.get(TOKENS.toast), url, 'link', { copied: t('embedded.linkCopied'), failed: t('embedded.linkCopyFailed') }))}>
          <CopyIcon />
          {t('embedded.copyLink')}
        </SecondaryButton>
        {url && (
          <a
            href={url}
            {...outLinkProps(kernel.get(TOKENS.environment).window, url)}
            rel="noopener noreferrer"
            data-testid="farcaster-open"
            className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 text-base font-semibold text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <ExternalLinkIcon />
            {t('embedded.open')}
          </a>
        )}
      </div>
      {url && <Spinner size={16} label={t('embedded.device.waiting')} />}
    </div>
  )
}
