// The fixture's view: the quote its API client reads, or why it could not.
import { useEffect, useState } from 'react'
import { useKernel } from '../../ui/kit/index.ts'
import { QUOTE_API, type Quote } from './fixture-plugin.ts'

export const title = 'Quote of the day'

export default function QuoteView() {
  const kernel = useKernel()
  const [quote, setQuote] = useState<Quote>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    kernel.get(QUOTE_API).quoteOfTheDay().then(setQuote, (failure: unknown) => setError(String(failure)))
  }, [kernel])
  if (error) return <p role="alert">{error}</p>
  if (!quote) return <p>Loading the quote…</p>
  return (
    <figure>
      <blockquote>{quote.text}</blockquote>
      <figcaption>{quote.author}</figcaption>
    </figure>
  )
}
