// Review Send: what goes where, the network fee estimated on the network's RPC, then Send → the
// wallet's prompt ("Confirm in your wallet") → the success view, or the wallet's refusal with Try
// again / Go back. The view is a transaction step: Cancel, Go back or the header's Back cancel it.
import { useEffect, useRef, useState } from 'react'
import { explorerTransactionUrl, formatUnits, isUserRejection, messageOf, TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  useAccountState,
  PrimaryButton,
  SecondaryButton,
  ErrorIcon,
  Spinner,
  useLocale,
  useTranslate,
  localeDecimal,
} from '../../../ui/kit/index.ts'
import { estimateFee, sponsorOf, submitSend } from '../submit-send.ts'
import messages from '../messages/compiled/en.ts'
import { sendText } from './send-text.ts'

export const title: ViewTitle<'SendConfirm'> = 'Review Send'
export const titleId = 'send.confirm.title'

type Fee = { status: 'estimating' } | { status: 'ready'; fee: bigint } | { status: 'sponsored'; sponsor: string } | { status: 'none' } | { status: 'failed'; error: string }
type Phase = { status: 'review' } | { status: 'pending' } | { status: 'failed'; declined: boolean; error: string }

export default function SendConfirmView({ data: plan }: ViewProps<'SendConfirm'>) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const networkService = kernel.get(TOKENS.network)
  const account = useAccountState()
  const [fee, setFee] = useState<Fee>({ status: 'estimating' })
  const [phase, setPhase] = useState<Phase>({ status: 'review' })
  const alive = useRef(true)
  const t = useTranslate(messages)
  const locale = useLocale()
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const network = networkService.get().activeNetwork
  const native = network.nativeCurrency
  const from = account?.address

  useEffect(() => {
    if (!from) return
    let live = true
    // a sponsor paying the gas (the app's paymaster) is said instead of a fee the account does not pay
    sponsorOf(kernel.get(TOKENS.connection), network, from, plan.token, plan.to, plan.value)
      .then(async (sponsor) => {
        if (sponsor) return live && setFee({ status: 'sponsored', sponsor })
        const estimate = await estimateFee(kernel.get(TOKENS.rpc), network, from, plan.token, plan.to, plan.value)
        return live && setFee(estimate ? { status: 'ready', fee: estimate.fee } : { status: 'none' })
      })
      .catch((error: unknown) => live && setFee({ status: 'failed', error: messageOf(error) }))
    return () => {
      live = false
    }
  }, [network, from, plan])

  // the native token pays for the fee too: both must fit in the balance
  const cannotPayFee = fee.status === 'ready' && !plan.token.contract && plan.value + fee.fee > plan.token.balance

  async function send() {
    setPhase({ status: 'pending' })
    // This send's step. An embedded wallet shows ApproveTransaction over this view and comes back
    // to it (a new mount): the send still belongs here while its step is on top and this view shows.
    const step = router.currentTransaction()
    const stillHere = () => router.currentTransaction() === step && router.get().view === 'SendConfirm'
    try {
      const hash = await submitSend({ connection: kernel.get(TOKENS.connection), network: networkService, balances: kernel.get(TOKENS.blockchainApi), analytics: kernel.get(TOKENS.analytics) }, plan)
      const success = { hash, amount: plan.amount, symbol: plan.token.symbol, to: plan.name ?? plan.to, explorerUrl: explorerTransactionUrl(network, hash) }
      if (!stillHere()) {
        // the visitor left this view while the wallet was asked: still tell them it went out
        kernel.get(TOKENS.toast).success(t('send.sentToast', { amount: localeDecimal(plan.amount, locale), symbol: plan.token.symbol }))
        return
      }
      router.transactionSucceeded()
      router.push('SendSuccess', success)
    } catch (error) {
      if (!stillHere()) return
      const declined = isUserRejection(error)
      const text = declined ? t('send.declined') : sendText(t, error)
      // this view came back as a new mount, which cannot show this attempt's state: a toast says it
      if (alive.current) setPhase({ status: 'failed', declined, error: text })
      else kernel.get(TOKENS.toast).error(text)
    }
  }

  const feeText =
    fee.status === 'estimating'
      ? t('send.estimating')
      : fee.status === 'ready'
        ? `${localeDecimal(formatUnits(fee.fee, native.decimals), locale)} ${native.symbol}`
        : fee.status === 'sponsored'
          ? t('send.gasPaidBy', { sponsor: fee.sponsor })
          : fee.status === 'none'
            ? t('send.feeByWallet')
            : t('send.unavailable')

  return (
    <div className="flex flex-col gap-4 py-2" data-testid="send-confirm">
      <p className="text-center text-lg font-semibold text-fg" data-testid="send-confirm-amount">
        {localeDecimal(plan.amount, locale)} {plan.token.symbol}
      </p>
      <dl className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('send.to')}</dt>
          <dd className="min-w-0 break-all text-end text-fg" dir="ltr" data-testid="send-confirm-to">
            {plan.name && <span className="block font-semibold">{plan.name}</span>}
            <span className="font-mono">{plan.to}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('send.network')}</dt>
          <dd className="text-fg">{network.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('send.networkFee')}</dt>
          <dd className="flex items-center gap-1 text-fg" data-testid="send-confirm-fee" aria-live="polite">
            {fee.status === 'estimating' && <Spinner size={12} />}
            {feeText}
          </dd>
        </div>
      </dl>
      {fee.status === 'failed' && (
        <p className="text-sm text-muted" data-testid="send-confirm-fee-error">
          {t('send.feeFailed', { reason: fee.error })}
        </p>
      )}
      {cannotPayFee && (
        <p role="alert" className="text-sm text-error" data-testid="send-confirm-fee-too-high">
          {t('send.feeTooHigh', { symbol: native.symbol })}
        </p>
      )}

      {phase.status === 'pending' && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-fg" data-testid="send-confirm-pending">
          <Spinner size={16} />
          {t('send.confirmInWallet')}
        </p>
      )}
      {phase.status === 'failed' && (
        <div role="alert" className="flex flex-col items-center gap-1 text-center" data-testid="send-confirm-failed">
          <span className="flex items-center gap-1 text-base font-semibold text-error">
            <ErrorIcon />
            {phase.declined ? t('send.declined') : t('send.failed')}
          </span>
          <span className="text-sm text-muted">{phase.declined ? t('send.declinedHint') : phase.error}</span>
        </div>
      )}

      <div className="flex gap-2">
        {/* named apart from the header's Back, which cancels the same way */}
        <SecondaryButton onClick={() => router.transactionCancelled()} data-testid="send-confirm-back">
          {phase.status === 'failed' ? t('send.goBack') : t('send.cancel')}
        </SecondaryButton>
        <PrimaryButton onClick={() => void send()} disabled={phase.status === 'pending' || cannotPayFee || !from} aria-busy={phase.status === 'pending' || undefined} data-testid="send-confirm-send">
          {phase.status === 'failed' ? t('send.tryAgain') : t('send.send')}
        </PrimaryButton>
      </div>
    </div>
  )
}
