// The quote as the visitor types: asked once typing pauses (debounced), asked again every few seconds
// while shown, and dropped the moment the pair or amount changes (an answer for an older input is
// never shown). `retry` asks again at once.
import { useCallback, useEffect, useRef, useState } from 'react'
import { messageOf, type Kernel } from 'portico'
import { swapApi } from '../swap-api.ts'
import { fetchQuote, isNoLiquidity } from '../fetch-quote.ts'
import type { QuoteStatus } from '../swap-button.ts'
import type { SwapQuoteDetails, SwapSettings, SwapTokenInfo } from '../swap-types.ts'

export interface QuoteInput {
  from?: SwapTokenInfo
  to?: SwapTokenInfo
  /** In `from`'s smallest unit; undefined while the amount is not a positive number within the balance. */
  value?: bigint
  address?: string
  caipNetworkId: string
}

export type QuoteState =
  | { status: Exclude<QuoteStatus, 'ready' | 'failed'>; quote?: undefined; error?: undefined }
  | { status: 'ready'; quote: SwapQuoteDetails; error?: undefined }
  | { status: 'failed'; quote?: undefined; error: string }

export function useSwapQuote(kernel: Kernel, input: QuoteInput, settings: SwapSettings): QuoteState & { retry(): void } {
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const key = input.from && input.to && input.value !== undefined && input.address ? `${input.from.address}|${input.to.address}|${input.value}|${input.caipNetworkId}` : undefined
  const latest = useRef(input)
  latest.current = input

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' })
      return
    }
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    setState({ status: 'loading' })
    const ask = async () => {
      const { from, to, value, address, caipNetworkId } = latest.current
      if (!from || !to || value === undefined || !address) return
      try {
        const quote = await fetchQuote(swapApi(kernel), { from, to, value, address, caipNetworkId, settings })
        if (!live) return
        setState({ status: 'ready', quote })
      } catch (error) {
        if (!live) return
        if (isNoLiquidity(error)) setState({ status: 'no-liquidity' })
        // a refresh that fails keeps nothing stale on screen either
        else setState({ status: 'failed', error: messageOf(error) })
        return
      }
      if (live) timer = setTimeout(() => void ask(), settings.quoteRefreshMs)
    }
    timer = setTimeout(() => void ask(), attempt > 0 ? 0 : settings.quoteDebounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kernel, key, settings, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
