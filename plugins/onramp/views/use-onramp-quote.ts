// The quote as the visitor types: asked once typing pauses, asked again every `quoteRefreshMs` while
// shown, and an answer for an older input is never shown. The API never fails here: a failed
// request gives a mocked quote (1:1, no fee), which the form marks as an estimate.
import { useEffect, useState } from 'react'
import type { Kernel } from 'portico'
import type { OnrampQuote, PaymentCurrency } from '../onramp-api.ts'
import { ONRAMP_API } from '../token.ts'
import type { OnrampAsset } from '../onramp-assets.ts'
import type { OnrampSettings } from '../onramp-types.ts'

export type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: OnrampQuote; key: string }

export function useOnrampQuote(kernel: Kernel, input: { asset?: OnrampAsset; currency?: PaymentCurrency; amount?: string }, settings: OnrampSettings): QuoteState {
  const { asset, currency, amount } = input
  const key = asset && currency && amount !== undefined ? `${asset.currency.id}|${asset.network.name}|${currency.id}|${amount}` : undefined
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  useEffect(() => {
    if (!key || !asset || !currency || amount === undefined) {
      setState({ status: 'idle' })
      return
    }
    let live = true
    setState((s) => (s.status === 'ready' && s.key === key ? s : { status: 'loading' }))
    const ask = () =>
      kernel
        .get(ONRAMP_API)
        .getOnrampQuote({ purchaseCurrency: asset.currency, paymentCurrency: currency, amount, network: asset.network.name })
        .then((quote) => {
          if (live) setState({ status: 'ready', quote, key })
        })
    let refresh: ReturnType<typeof setInterval> | undefined
    const first = setTimeout(() => {
      void ask()
      refresh = setInterval(() => void ask(), settings.quoteRefreshMs)
    }, settings.quoteDebounceMs)
    return () => {
      live = false
      clearTimeout(first)
      clearInterval(refresh)
    }
    // the key names the input; the objects behind it may be new each render
  }, [kernel, key, settings])
  return state.status === 'ready' && state.key !== key ? { status: 'loading' } : state
}
