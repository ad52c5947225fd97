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
  useLocale,
  useTranslate,
  localeDecimal,
  shortDecimal,
  AmountInput,
} from '../../../ui/kit/index.ts'
import { checkAmount } from '../amount.ts'
import { tokenKey, type SendToken } from '../send-types.ts'
import { maxSendAmount } from '../max-send-amount.ts'
import { AMOUNT_AND_RECEIVER_REQUIRED, SEND_NAMESPACES, TOKEN_REQUIRED, UNSUPPORTED_CHAIN } from '../validate-send.ts'
import { useReceiver } from './use-receiver.ts'
import { useSendTokens } from './use-send-tokens.ts'
import messages from '../messages/compiled/en.ts'
import { sendText } from './send-text.ts'
import { SendReceiverField } from './send-receiver-field.tsx'
import { SendTokenField } from './send-token-field.tsx'

export const title: ViewTitle<'Send'> = 'Send'
export const titleId = 'send.title'

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
  const maxAmount = async () => (token ? maxSendAmount(kernel.get(TOKENS.rpc), active, address, token, receiver.status === 'ready' ? receiver.address : address) : undefined)

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
      <SendTokenField id={ids.token} tokens={tokens} token={token} onChoose={setChosen} />

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

      <SendReceiverField
        id={ids.receiver}
        statusId={ids.receiverStatus}
        value={receiverText}
        onChange={setReceiverText}
        receiver={receiver}
        error={receiverError}
        acceptsNames={active.chainNamespace === 'eip155'}
      />

      <p id={ids.form} role={formError ? 'alert' : undefined} data-testid="send-error" className="min-h-5 text-center text-sm text-error">
        {formError}
      </p>
      <PrimaryButton type="submit" data-testid="send-review" disabled={tokens.status === 'loading'}>
        {t('send.review')}
      </PrimaryButton>
    </form>
  )
}
