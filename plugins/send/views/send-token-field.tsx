// Send's token field: the portfolio's tokens to pick from (a spinner while they load, 'No tokens to
// send' when there are none) and why they could not be loaded.
import { Spinner, fieldClass, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { tokenKey, type SendToken } from '../send-types.ts'
import type { SendTokensState } from './use-send-tokens.ts'

export interface SendTokenFieldProps {
  id: string
  tokens: SendTokensState
  /** The token the form uses (the one chosen, else the first). */
  token: SendToken | undefined
  /** Called with the `tokenKey` of the token picked. */
  onChoose(key: string): void
}

export function SendTokenField({ id, tokens, token, onChoose }: SendTokenFieldProps) {
  const t = useTranslate(messages)
  const list = tokens.status === 'ready' ? tokens.tokens : []
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-fg">
        {t('send.token')}
      </label>
      {tokens.status === 'loading' ? (
        <p className="flex h-11 items-center gap-2 text-sm text-muted" data-testid="send-tokens-loading">
          <Spinner size={16} />
          {t('send.loadingTokens')}
        </p>
      ) : (
        <select
          id={id}
          value={token ? tokenKey(token) : ''}
          onChange={(event) => onChoose(event.target.value)}
          data-testid="send-token"
          className={`${fieldClass()} w-full gap-2 text-base text-fg`}
        >
          {list.length === 0 && <option value="">{t('send.noTokens')}</option>}
          {list.map((option) => (
            <option key={tokenKey(option)} value={tokenKey(option)}>
              {option.symbol} ({option.name})
            </option>
          ))}
        </select>
      )}
      {tokens.status === 'failed' && (
        <p className="mt-1 text-sm text-error" data-testid="send-tokens-error">
          {t('send.tokensFailed', { reason: tokens.error })}
        </p>
      )}
    </div>
  )
}
