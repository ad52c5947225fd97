import { Dialog } from 'radix-ui'
import { BackIcon, CloseIcon } from '../components/icons.tsx'
import { useTranslate } from '../i18n/use-translate.ts'
import messages from '../messages/compiled/en.ts'

export interface HeaderProps {
  title: string
  titleId: string
  canGoBack: boolean
  onBack(): void
  onClose(): void
  /** Inside the Radix dialog the title names the dialog (Radix ids it); embedded, it names the region by `titleId`. */
  inDialog: boolean
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

export function Header({ title, titleId, canGoBack, onBack, onClose, inDialog }: HeaderProps) {
  const t = useTranslate(messages)
  const titleClass = 'min-w-0 flex-1 truncate text-center text-base font-semibold text-fg'
  return (
    <div className="flex shrink-0 items-center gap-2 px-2 pt-2 pb-1">
      {canGoBack ? (
        <button type="button" aria-label={t('modal.back')} data-testid="header-back" className={iconButton} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className="size-11 shrink-0" aria-hidden="true" />
      )}
      {inDialog ? (
        <Dialog.Title className={titleClass} data-testid="header-title">
          {title}
        </Dialog.Title>
      ) : (
        <h2 id={titleId} className={titleClass} data-testid="header-title">
          {title}
        </h2>
      )}
      <button type="button" aria-label={t('modal.close')} data-testid="header-close" className={iconButton} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
