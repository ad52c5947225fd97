// A later step of Buy (the provider choice, Buy in progress) needs what the form made (an order, a
// purchase): opened without it (open({ view: 'OnRampProviders' }), a stored route) it gives way to the
// form, and in a restricted time zone it says why, as the form does.
import { useEffect, type ReactNode } from 'react'
import { TOKENS } from 'portico'
import { useKernel } from '../../../ui/kit/index.ts'
import { RestrictedNotice, restrictedHere } from './restricted-notice.tsx'

export function OnrampStep<T>({ data, children }: { data: T | undefined; children: (data: T) => ReactNode }) {
  const kernel = useKernel()
  const restricted = restrictedHere()
  const missing = !data && !restricted
  useEffect(() => {
    if (missing) kernel.get(TOKENS.router).replace('OnRamp')
  }, [missing, kernel])
  if (restricted) return <RestrictedNotice />
  return data ? children(data) : null
}
