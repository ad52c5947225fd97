// Send: pick a token from the portfolio, an amount (Max: the balance; for the native token minus
// the network fee), a receiver (an address, or a name shown with what it resolves to). The send
// rules show inline ('An amount and receiver address are required', an address's format); Review
// pushes the confirmation as a transaction step.
import { useId, useState, type FormEvent } from 'react'
import { formatUnits, TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  useAccountState,
  useNetworkState,
  PrimaryButton,
  Spinner,
  truncateAddress,
  useLocale,
  useTranslate,
  localeDecimal,
  shortDecimal,
  BARE_INPUT_CLASS,
  fieldClass,
  AmountInput,
} from '../../../ui/kit/index.ts'
import { checkAmount } from '../amount.ts'
import { tokenKey, type SendToken } from '../send-types.ts'
import { estimateFee } from '../submit-send.ts'
import { AMOUNT_AND_RECEIVER_REQUIRED, SEND_NAMESPACES, TOKEN_REQUIRED, UNSUPPORTED_CHAIN } from '../validate-send.ts'
import { useReceiver } from './use-receiver.ts'
import { useSendTokens } from './use-send-tokens.ts'
import messages from '../messages/compiled/en.ts'
import { sendText } from './send-text.ts'

export const title: ViewTitle<'Send'> = 'Send'
export const titleId = 'send.title'

const input = `min-w-0 flex-1 ${BARE_INPUT_CLASS}`

export default function SendView({ data: draft }: ViewProps<'Send'>) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const account = useAccountState()
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)
  const locale = useLocale()
  const ids = { token: useId(), amount: useId(), receiver: useId(), receiverStatus: useId(), form: useId() }

  const [chosen, setChosen] = useState(draft?.token)
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const [receiverText, setReceiverText] = useState(draft?.receiver ?? '')
  const [submitted, setSubmitted] = useState(false)

  const active = net.activeNetwork
  const tokens = useSendTokens(kernel, account?.address, active, account?.balance)
  const receiver = useReceiver(kernel, receiverText, active)

  if (!account?.address || account.status !== 'connected') return <p className="py-8 text-center text-sm text-muted">{t('send.noAccount')}</p>
  if (!SEND_NAMESPACES.includes(active.chainNamespace) || net.unsupportedChainId !== undefined) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-error" data-testid="send-unsupported">
        {sendText(t, UNSUPPORTED_CHAIN)}
      </p>
    )
  }
  const address = account.address
  const list = tokens.status === 'ready' ? tokens.tokens : []
  const token: SendToken | undefined = list.find((candidate) => tokenKey(candidate) === chosen) ?? list[0]

  const amountCheck = token ? checkAmount(amount, token, token.balance) : undefined
  const amountError = amount.trim() !== '' && amountCheck && !amountCheck.ok ? sendText(t, amountCheck.error) : undefined
  const receiverError = receiver.status === 'invalid' ? sendText(t, receiver.error) : undefined
  const formError = !submitted
    ? undefined
    : amount.trim() === '' || receiver.status === 'empty'
      ? sendText(t, AMOUNT_AND_RECEIVER_REQUIRED)
      : !token
        ? sendText(t, TOKEN_REQUIRED)
        : undefined

  /** Max: the whole balance; for the native token less the network fee (a send to the receiver, or to itself). */
  async function maxAmount() {
    if (!token) return undefined
    if (token.contract) return formatUnits(token.balance, token.decimals)
    const to = receiver.status === 'ready' ? receiver.address : address
    const fee = (await estimateFee(kernel.get(TOKENS.rpc), active, address, token, to, 0n))?.fee ?? 0n
    return formatUnits(token.balance > fee ? token.balance - fee : 0n, token.decimals)
  }

  function review(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (amount.trim() === '' || receiver.status === 'empty' || !token) return
    if (!amountCheck?.ok || receiver.status !== 'ready') return
    const nextDraft = { token: tokenKey(token), amount: amount.trim(), receiver: receiverText.trim() }
    // the form comes back with what it held when the confirmation is left
    router.replace('Send', nextDraft)
    router.pushTransaction({
      view: 'SendConfirm',
      data: { token, amount: nextDraft.amount, value: amountCheck.value, receiver: nextDraft.receiver, to: receiver.address, ...(receiver.name ? { name: receiver.name } : {}), draft: nextDraft, caipNetworkId: active.caipNetworkId },
      afterSuccess: { reset: 'Account' },
    })
  }

  return (
    <form className="flex flex-col gap-4 py-2" data-testid="send-view" noValidate onSubmit={review} aria-describedby={ids.form}>
      <div>
        <label htmlFor={ids.token} className="mb-1 block text-sm font-semibold text-fg">
          {t('send.token')}
        </label>
        {tokens.status === 'loading' ? (
          <p className="flex h-11 items-center gap-2 text-sm text-muted" data-testid="send-tokens-loading">
            <Spinner size={16} />
            {t('send.loadingTokens')}
          </p>
        ) : (
          <select
            id={ids.token}
            value={token ? tokenKey(token) : ''}
            onChange={(event) => setChosen(event.target.value)}
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

      <AmountInput
        id={ids.amount}
        label={t('send.amount')}
        value={amount}
        onChange={setAmount}
        {...(amountError !== undefined ? { error: amountError } : {})}
        end={token && <span className="text-base text-muted">{token.symbol}</span>}
        balance={token ? t('send.balance', { amount: localeDecimal(shortDecimal(formatUnits(token.balance, token.decimals)), locale), symbol: token.symbol }) : ''}
        balanceTitle={token ? `${localeDecimal(formatUnits(token.balance, token.decimals), locale)} ${token.symbol}` : undefined}
        max={{ text: t('send.max'), label: token ? t('send.maxOf', { symbol: token.symbol }) : t('send.maxAny'), disabled: !token, fill: maxAmount, failed: (reason) => t('send.maxFailed', { reason }) }}
        testId="send"
      />

      <div>
        <label htmlFor={ids.receiver} className="mb-1 block text-sm font-semibold text-fg">
          {t('send.to')}
        </label>
        <div className={`${fieldClass(receiverError !== undefined)} gap-2`}>
          <input
            id={ids.receiver}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={active.chainNamespace === 'eip155' ? t('send.addressOrName') : t('send.address')}
            value={receiverText}
            aria-invalid={receiverError ? true : undefined}
            aria-describedby={ids.receiverStatus}
            data-testid="send-receiver"
            onChange={(event) => setReceiverText(event.target.value)}
            className={input}
          />
        </div>
        <p
          id={ids.receiverStatus}
          aria-live="polite"
          data-testid="send-receiver-status"
          className={`mt-1 flex min-h-5 items-center gap-1 text-sm ${receiverError ? 'text-error' : 'text-muted'}`}
        >
          {receiver.status === 'invalid' && receiverError}
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

      <p id={ids.form} role={formError ? 'alert' : undefined} data-testid="send-error" className="min-h-5 text-center text-sm text-error">
        {formError}
      </p>
      <PrimaryButton type="submit" data-testid="send-review" disabled={tokens.status === 'loading'}>
        {t('send.review')}
      </PrimaryButton>
    </form>
  )
}
