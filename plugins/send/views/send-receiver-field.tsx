// Send's receiver field: an address or a name typed, and below it, as it changes, why it cannot be
// sent to, the name being looked up, or the address a name resolved to.
import { BARE_INPUT_CLASS, Spinner, fieldClass, truncateAddress, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import type { ReceiverState } from './use-receiver.ts'

export interface SendReceiverFieldProps {
  id: string
  /** The id of the status line below it (the field's description). */
  statusId: string
  value: string
  onChange(value: string): void
  receiver: ReceiverState
  /** Why the receiver cannot be sent to, in the modal's locale. */
  error: string | undefined
  /** Names are offered only where they resolve (EVM networks). */
  acceptsNames: boolean
}

const input = `min-w-0 flex-1 ${BARE_INPUT_CLASS}`

export function SendReceiverField({ id, statusId, value, onChange, receiver, error, acceptsNames }: SendReceiverFieldProps) {
  const t = useTranslate(messages)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-fg">
        {t('send.to')}
      </label>
      <div className={`${fieldClass(error !== undefined)} gap-2`}>
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={acceptsNames ? t('send.addressOrName') : t('send.address')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={statusId}
          data-testid="send-receiver"
          onChange={(event) => onChange(event.target.value)}
          className={input}
        />
      </div>
      <p id={statusId} aria-live="polite" data-testid="send-receiver-status" className={`mt-1 flex min-h-5 items-center gap-1 text-sm ${error ? 'text-error' : 'text-muted'}`}>
        {receiver.status === 'invalid' && error}
        {receiver.status === 'resolving' && (
          <>
            <Spinner size={12} />
            {t('send.lookingUp', { name: receiver.name })}
          </>
        )}
        {receiver.status === 'ready' && receiver.name && (
          <span title={receiver.address} data-testid="send-receiver-resolved">
            {t('send.resolved', { name: receiver.name, address: truncateAddress(receiver.address) })}
          </span>
        )}
      </p>
    </div>
  )
}
