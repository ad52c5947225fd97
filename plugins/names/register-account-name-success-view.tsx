// The RegisterAccountNameSuccess view: the name is the account's now (and already its profile name).
import { useKernel, type ViewProps, type ViewTitle, PrimaryButton, CheckIcon, useTranslate } from '../../ui/kit/index.ts'
import { TOKENS } from 'portico'
import messages from './messages/compiled/en.ts'

export const title: ViewTitle<'RegisterAccountNameSuccess'> = 'Name Registered'
export const titleId = 'names.success.title'

export default function RegisterAccountNameSuccessView({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="register-account-name-success">
      <span className="flex size-14 items-center justify-center rounded-full bg-surface text-success" aria-hidden="true">
        <CheckIcon />
      </span>
      <p className="text-lg font-semibold text-fg" data-testid="register-account-name-success-name">
        {t('names.success.yours', { name: data.name })}
      </p>
      <p className="text-sm text-muted">{t('names.success.hint')}</p>
      {/* back to whatever opened the form (the Account view), or closed when the form came first */}
      <PrimaryButton onClick={() => kernel.get(TOKENS.router).goBack()} data-testid="register-account-name-done">
        {t('names.success.done')}
      </PrimaryButton>
    </div>
  )
}
